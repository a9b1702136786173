import { paths } from "@/config/paths";
import { useContent } from "@/features/content";
import { NEW_PRODUCTS_DAYS, NEW_PRODUCTS_SORTS } from "../api/catalogue-url";
import { CatalogueView, LIST_PAGE } from "../components/catalogue-view";

/** The list's title when the content configuration gives none (companion spec, new products list). */
const NEW_PRODUCTS_TITLE = "Nuevos Productos";

/**
 * /nuevos-productos (companion spec, new products list): products created in the last 30 days,
 * titled as the content configuration's new-arrivals block says (the same block as the home's).
 */
export function NewProductsPage() {
  const content = useContent("nuevos");
  return (
    <CatalogueView
      {...LIST_PAGE}
      title={content.data?.titulo?.trim() || NEW_PRODUCTS_TITLE}
      subtitle="Descubre las últimas incorporaciones a nuestra colección"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: NEW_PRODUCTS_TITLE }]}
      fixed={{ dias: NEW_PRODUCTS_DAYS }}
      sorts={NEW_PRODUCTS_SORTS}
    />
  );
}

export const Component = NewProductsPage;
