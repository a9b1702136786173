import type { BreadcrumbList, WithContext } from "schema-dts";
import { trimEnd } from "./html";

/** An absolute URL of the store from its public origin and a path ('/producto/p1'). */
export function pageUrl(origin: string, path: string): string {
  return `${trimEnd(origin, "/")}${path}`;
}

/** A JSON-LD BreadcrumbList from [name, path] pairs, home first. */
export function breadcrumbs(
  origin: string,
  trail: ReadonlyArray<readonly [string, string]>,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: pageUrl(origin, path),
    })),
  };
}
