import { paths } from "@/config/paths";
import { BEST_SELLER_SORTS } from "@/features/catalogue/api/catalogue-url";
import { CatalogueView, LIST_TEXTS } from "@/features/catalogue/components/catalogue-view";

/** /mas-vendidos (companion spec, best sellers): ordered by real cart/sales counts. */
export function BestSellersPage() {
  return (
    <CatalogueView
      title="Productos Más Vendidos"
      subtitle="Los productos favoritos de nuestros clientes"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Más Vendidos" }]}
      sorts={BEST_SELLER_SORTS}
      defaultSort="popularity"
      categoryMode="categorias"
      texts={LIST_TEXTS}
      filterToggle
    />
  );
}

export const Component = BestSellersPage;
