import { useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { SHOP_SORTS } from "../api/catalogue-url";
import { CatalogueView } from "../components/catalogue-view";
import { useProducts } from "@/features/products";

/** /marca/{brand}. The brand's display name comes from the facets of its products. */
export function BrandRoute() {
  const { marca = "" } = useParams();
  const probe = useProducts({ marca, limite: 1 });
  const name =
    probe.data?.facetas?.marcas?.find((m) => m.valor === marca)?.nombre ??
    probe.data?.productos[0]?.marca_nombre ??
    marca.toUpperCase();
  return (
    <CatalogueView
      key={marca}
      title={name}
      subtitle="Productos de la marca"
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Marcas", to: paths.shop }, { label: name }]}
      fixed={{ marca }}
      sorts={SHOP_SORTS}
      categoryMode="categorias"
    />
  );
}

export const Component = BrandRoute;
