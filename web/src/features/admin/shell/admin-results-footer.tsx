import { Flex } from "@chakra-ui/react";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { AdminPagination } from "./admin-pagination";

/** Under every admin list: 'Por página' (the page's own sizes) and the page numbers. */
export function AdminResultsFooter<Size extends number>({
  pageSize,
  pageSizes,
  onPageSize,
  page,
  totalPages,
  onPage,
}: {
  pageSize: Size;
  pageSizes: readonly Size[];
  onPageSize: (size: Size) => void;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <Flex
      mt="4"
      justify="space-between"
      align={{ base: "stretch", md: "center" }}
      direction={{ base: "column", md: "row" }}
      gap="3"
    >
      <PageSizeSelect value={pageSize} sizes={pageSizes} onChange={onPageSize} testId="page-size" />
      <AdminPagination page={page} totalPages={totalPages} onChange={onPage} />
    </Flex>
  );
}
