import { Box } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import { ErrorState, PageSkeleton } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { useInfoPage } from "../api/info-pages";
import { isInfoSlug } from "../api/info-slugs";
import { InfoPageContact } from "./info-page-contact";
import { InfoPageView } from "./info-page-view";
import { NotFoundPage } from "./not-found-page";

/** /<slug> of an info page: the page the store wrote there, or not found while it has none. */
export function InfoPage() {
  const { pathname } = useLocation();
  // Slashes trimmed without a /\/+$/ pattern (quadratic on a long run of slashes).
  const start = pathname.replace(/^\/+/, "");
  let end = start.length;
  while (end > 0 && start[end - 1] === "/") end--;
  const slug = start.slice(0, end);
  if (!isInfoSlug(slug)) return <NotFoundPage />;
  return <StoredInfoPage slug={slug} />;
}

function StoredInfoPage({ slug }: { slug: string }) {
  const page = useInfoPage(slug);
  useDocumentTitle(page.data?.titulo);
  if (page.isPending) return <PageSkeleton />;
  if (page.isError)
    return (
      <ErrorState
        title="Error al cargar la página"
        message={errorMessage(page.error, "No se pudo cargar la página")}
        onRetry={() => void page.refetch()}
      />
    );
  if (!page.data) return <NotFoundPage />;
  return (
    <>
      <InfoPageView page={page.data} />
      <Box maxW="3xl" mx="auto" px={{ base: "4", md: "6" }} pb="8">
        <InfoPageContact />
      </Box>
    </>
  );
}

export const Component = InfoPage;
