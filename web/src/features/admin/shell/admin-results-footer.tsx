import { Field, Flex, NativeSelect } from "@chakra-ui/react";
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
      <Field.Root orientation="horizontal" w="auto" gap="2">
        <Field.Label fontSize="sm" whiteSpace="nowrap" mb="0">
          Por página
        </Field.Label>
        <NativeSelect.Root size="sm" w="24">
          <NativeSelect.Field
            value={String(pageSize)}
            onChange={(e) => onPageSize(Number(e.currentTarget.value) as Size)}
            data-testid="page-size"
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <AdminPagination page={page} totalPages={totalPages} onChange={onPage} />
    </Flex>
  );
}
