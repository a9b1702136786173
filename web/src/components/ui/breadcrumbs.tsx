import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";
import css from "./breadcrumbs.module.css";

export interface Crumb {
  label: string;
  to?: string;
}

/** Plain elements in Chakra's Breadcrumb look and structure (nav > ol > li, the current page marked). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={css.root}>
      <ol className={css.list}>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${c.label}-${i}`}>
              <li className={last ? css.last : css.item}>
                {c.to && !last ? (
                  <RouterLink to={c.to} className={css.link}>
                    {c.label}
                  </RouterLink>
                ) : (
                  <span role="link" aria-current="page" className={css.current}>
                    {c.label}
                  </span>
                )}
              </li>
              {!last && (
                <li className={css.separator} aria-hidden="true">
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m9 18 6-6-6-6" />
                  </svg>
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
