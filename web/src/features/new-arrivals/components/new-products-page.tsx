import { paths } from "@/config/paths";
import { NEW_PRODUCTS_SORTS } from "@/features/catalogue/api/catalogue-url";
import { CatalogueView, LIST_TEXTS } from "@/features/catalogue/components/catalogue-view";

/** /nuevos-productos (companion spec, new products list). */
export function NewProductsPage() {
  return (
    <CatalogueView
      title="Nuevos Productos"
      subtitle="Descubre las últimas incorporaciones a nuestra colección"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Nuevos Productos" }]}
      sorts={NEW_PRODUCTS_SORTS}
      defaultSort="recientes"
      categoryMode="categorias"
      texts={LIST_TEXTS}
      filterToggle
    />
  );
}

export const Component = NewProductsPage;
