import { useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { SHOP_SORTS } from "../api/catalogue-url";
import { CatalogueView } from "../components/catalogue-view";

const STYLE_NAMES: Record<string, string> = { casual: "Casual", formal: "Formal", fiesta: "Fiesta", gimnasio: "Gimnasio", deportes: "Deportes" };

/** /categoria/{style}: linked from the product breadcrumb and navigation. */
export function StyleRoute() {
  const { estilo = "" } = useParams();
  const name = STYLE_NAMES[estilo] ?? estilo.charAt(0).toUpperCase() + estilo.slice(1);
  return (
    <CatalogueView
      key={estilo}
      title={name}
      subtitle={`Estilo ${name.toLowerCase()}`}
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Tienda", to: paths.shop }, { label: name }]}
      fixed={{ estilo }}
      sorts={SHOP_SORTS}
      defaultSort="featured"
      categoryMode="categorias"
    />
  );
}

export const Component = StyleRoute;
