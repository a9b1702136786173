import { useParams, useSearchParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useCategories } from "@/features/products";
import { SHOP_SORTS } from "../api/catalogue-url";
import { CatalogueView } from "../components/catalogue-view";

function titleCase(s: string): string {
  return s.replace(/-/g, " ").replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * /tienda and /tienda/{categoria}?subcategoria=. A path segment that is not a category id is
 * read as a style (the spec's style tiles link /tienda/casual?category=trajes).
 */
export function ShopRoute() {
  const { categoria } = useParams();
  const [sp] = useSearchParams();
  const { data: categorias } = useCategories();

  if (!categoria) {
    return (
      <CatalogueView
        title="Tienda"
        breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Tienda" }]}
        sorts={SHOP_SORTS}
        categoryMode="categorias"
      />
    );
  }

  const cat = categorias?.find((c) => c.id === categoria);
  const isStyle = categorias !== undefined && !cat;
  const subId = sp.get("subcategoria") ?? sp.get("category") ?? "";
  const sub = cat?.subcategorias.find((s) => s.id === subId);
  const name = cat?.nombre ?? titleCase(categoria);

  return (
    <CatalogueView
      key={categoria}
      title={name}
      subtitle={sub?.nombre ?? (subId ? titleCase(subId) : undefined)}
      documentTitle={sub ? `${sub.nombre} · ${name}` : name}
      breadcrumbs={[
        { label: "Inicio", to: paths.home },
        { label: "Tienda", to: paths.shop },
        { label: name, to: sub ? paths.shopCategory(categoria) : undefined },
        ...(sub ? [{ label: sub.nombre }] : []),
      ]}
      fixed={isStyle ? { estilo: categoria } : { categoria }}
      sorts={SHOP_SORTS}
      categoryMode={isStyle ? "categorias" : "subcategorias"}
    />
  );
}

export const Component = ShopRoute;
