import { paths } from "@/config/paths";
import { NEW_PRODUCTS_DAYS, NEW_PRODUCTS_SORTS } from "../api/catalogue-url";
import { CatalogueView, LIST_TEXTS } from "../components/catalogue-view";

/** /nuevos-productos (companion spec, new products list): products created in the last 30 days. */
export function NewProductsPage() {
  return (
    <CatalogueView
      title="Nuevos Productos"
      subtitle="Descubre las últimas incorporaciones a nuestra colección"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Nuevos Productos" }]}
      fixed={{ dias: NEW_PRODUCTS_DAYS }}
      sorts={NEW_PRODUCTS_SORTS}
      defaultSort="recientes"
      categoryMode="categorias"
      texts={LIST_TEXTS}
      filterToggle
    />
  );
}

export const Component = NewProductsPage;
