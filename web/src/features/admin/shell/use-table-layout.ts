import { useMediaQuery } from "@/lib/hooks";

/** Chakra's `lg` breakpoint: an admin list is a table from here up, cards below. */
export function useTableLayout(): boolean {
  return useMediaQuery("(min-width: 64em)");
}
