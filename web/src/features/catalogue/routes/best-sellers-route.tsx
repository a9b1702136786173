import { paths } from "@/config/paths";
import { BEST_SELLER_SORTS } from "../api/catalogue-url";
import { CatalogueView, LIST_PAGE } from "../components/catalogue-view";

/**
 * /mas-vendidos (companion spec, best sellers): only best sellers (the API's `mas_vendidos`
 * rule: in over 100 carts or rated 4.5 and up), ordered by real cart/sales counts by default.
 */
export function BestSellersPage() {
  return (
    <CatalogueView
      {...LIST_PAGE}
      title="Productos Más Vendidos"
      subtitle="Los productos favoritos de nuestros clientes"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Más Vendidos" }]}
      fixed={{ mas_vendidos: true }}
      sorts={BEST_SELLER_SORTS}
    />
  );
}

export const Component = BestSellersPage;
