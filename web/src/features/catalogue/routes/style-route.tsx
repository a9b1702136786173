import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { apiCall, type ApiResponse } from "@/lib/api-client";
import { embeddedAnswer } from "@/lib/early-fetch";
import { SHOP_SORTS } from "../api/catalogue-url";
import { CatalogueView } from "../components/catalogue-view";

/** The spec links the sports style as /categoria/gimnasio. */
const SLUG_ALIASES: Record<string, string> = { gimnasio: "deportes" };

/** /categoria/{style}: linked from the home's style grid, the product breadcrumb and navigation. */
export function StyleRoute() {
  const { estilo = "" } = useParams();
  // The style's name and description as the admin set them ('Tienda' → Estilos).
  const { data: estilos } = useQuery({
    queryKey: ["estilos"],
    queryFn: ({ signal }) => apiCall("GET /api/estilos", { signal }),
    // A rendered style page carries the answer: the title and subtitle are right on the first render.
    initialData: () => embeddedAnswer<ApiResponse<"GET /api/estilos">>("/api/estilos"),
    select: (d) => d.estilos,
    staleTime: 5 * 60_000,
  });
  const style = estilos?.find((e) => e.id === (SLUG_ALIASES[estilo] ?? estilo));
  const name = style?.nombre ?? estilo.charAt(0).toUpperCase() + estilo.slice(1);
  return (
    <CatalogueView
      key={estilo}
      title={name}
      subtitle={style?.descripcion || `Estilo ${name.toLowerCase()}`}
      breadcrumbs={[{ label: "Inicio", to: paths.home }, { label: "Tienda", to: paths.shop }, { label: name }]}
      fixed={{ estilo }}
      sorts={SHOP_SORTS}
      categoryMode="categorias"
    />
  );
}

export const Component = StyleRoute;
