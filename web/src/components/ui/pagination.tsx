import { paginationWindow, type PageItem } from "@tienda/shared/rules/pagination";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import css from "./pagination.module.css";
import btn from "./button.module.css";

const BUTTON = `${btn.base} ${btn.outline} ${btn.sm}`;
const CURRENT = `${btn.base} ${btn.solid} ${btn.sm}`;

/**
 * Previous, the page numbers, next. By default first, last and 2 pages either side with
 * ellipses (storefront spec, shop catalogue); a list may pass its own window (the admin's 5
 * pages). Plain buttons with a CSS module (Chakra's Button look): it re-renders with every page
 * of results.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  pages = paginationWindow,
  inline = false,
}: {
  page: number;
  totalPages: number;
  onChange: (p: number) => void;
  /** Which page numbers (and gaps) to show around the current one. */
  pages?: (page: number, totalPages: number) => readonly PageItem[];
  /** Beside other controls (the admin's 'Por página'): no space above, not centred. */
  inline?: boolean;
}) {
  if (totalPages <= 1) return null;
  const items = pages(page, totalPages);
  return (
    <nav aria-label="Paginación" className={inline ? `${css.nav} ${css.inline}` : css.nav}>
      <button
        type="button"
        className={BUTTON}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label="Página anterior"
      >
        <ChevronLeftIcon />
      </button>
      {items.map((it) =>
        typeof it === "number" ? (
          <button
            type="button"
            key={it}
            className={it === page ? CURRENT : BUTTON}
            aria-current={it === page ? "page" : undefined}
            aria-label={`Página ${it}`}
            onClick={() => onChange(it)}
          >
            {it}
          </button>
        ) : (
          <span key={it} className={css.gap} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={BUTTON}
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Página siguiente"
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
