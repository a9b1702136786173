import { useSearchParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { SEARCH_SORTS } from "../api/catalogue-url";
import { CatalogueView } from "../components/catalogue-view";

/** /buscar?q=: breadcrumb Inicio > Búsqueda > the query (storefront spec, search). */
export function SearchRoute() {
  const [sp] = useSearchParams();
  const q = (sp.get("q") ?? "").trim();
  return (
    <CatalogueView
      title={q ? `Resultados para "${q}"` : "Búsqueda"}
      documentTitle={q ? `Búsqueda: ${q}` : "Búsqueda"}
      breadcrumbs={[
        { label: "Inicio", to: paths.home },
        { label: "Búsqueda", to: q ? undefined : undefined },
        ...(q ? [{ label: q }] : []),
      ]}
      sorts={SEARCH_SORTS}
      categoryMode="categorias"
      search
    />
  );
}

export const Component = SearchRoute;
