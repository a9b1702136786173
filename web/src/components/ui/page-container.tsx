import type { ComponentPropsWithRef } from "react";
import css from "./page-container.module.css";

/**
 * Block padding by what the column holds: `page` a page's content (4, 8 from md), `admin` the
 * admin shell (4, 6 from md), `roomy` an empty or loading page (8), `section` a home section
 * (10, 14 from md), `none` when the caller sets its own.
 */
export type PageSpacing = "page" | "admin" | "roomy" | "section" | "none";

type Props = ComponentPropsWithRef<"div"> & {
  /** The element drawn: a home section is a `section`. */
  as?: "div" | "section";
  py?: PageSpacing;
  /** No inline padding: the caller's content runs to the column's edges. */
  flush?: boolean;
};

/** The one page column: the store's maximum width, centred, with the pages' padding. */
export function PageContainer({ as: Tag = "div", py = "page", flush = false, className, ...rest }: Props) {
  const classes = [css.root, flush && css.flush, py !== "none" && css[py], className].filter(Boolean).join(" ");
  return <Tag className={classes} {...rest} />;
}
