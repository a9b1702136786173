import { useQueries } from "@tanstack/react-query";
import { contentQuery, testimonialsQuery } from "@/features/content";

export interface AbsentSections {
  nuevos: boolean;
  masVendidos: boolean;
  estilos: boolean;
  testimonios: boolean;
  newsletter: boolean;
}

const queries = [
  contentQuery("nuevos"),
  contentQuery("mas-vendidos"),
  contentQuery("estilos"),
  contentQuery("newsletter"),
  testimonialsQuery,
] as const;

/** True only once the answer says so: a block the store has not written (null), or no testimonials. */
function combine([nuevos, masVendidos, estilos, newsletter, testimonios]: [
  { data?: unknown },
  { data?: unknown },
  { data?: unknown },
  { data?: unknown },
  { data?: readonly unknown[] },
]): AbsentSections {
  return {
    nuevos: nuevos.data === null,
    masVendidos: masVendidos.data === null,
    estilos: estilos.data === null,
    newsletter: newsletter.data === null,
    testimonios: testimonios.data?.length === 0,
  };
}

/**
 * Which lower home sections the store has nothing for (a new store): those are not mounted and
 * hold no placeholder height, instead of showing an empty or error state. The combined answer
 * only changes when a section turns out to be absent, so on a store with every block this
 * re-renders nothing as the answers arrive (the same requests the home page already sends).
 */
export function useAbsentSections(): AbsentSections {
  return useQueries({ queries, combine });
}
