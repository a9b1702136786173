import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

type Paged = { pagina: number };
export type UpdateUrlFilters<F> = (patch: Partial<F> | ((f: F) => Partial<F>), opts?: { replace?: boolean }) => void;

/**
 * An admin list's filters, kept in the address bar: read from it, and changed by a patch, or by a
 * function of the current filters that gives the patch; `merge` applies it. `bind` ties a select to
 * one filter. `parse`, `write` and
 * `merge` are module-level functions (their identity is not watched).
 */
export function useUrlFilters<F>(
  parse: (params: URLSearchParams) => F,
  write: (f: F, current: URLSearchParams) => URLSearchParams,
  merge: (f: F, patch: Partial<F>) => F,
) {
  const [params, setParams] = useSearchParams();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parse is a module-level function
  const filters = useMemo(() => parse(params), [params]);
  // From the address bar as it is now, not as of the last render: navigations render in a
  // transition, so two quick changes (sort, then page size) must not undo each other.
  const update = useCallback<UpdateUrlFilters<F>>(
    (patch, opts) => {
      const current = new URLSearchParams(window.location.search);
      const f = parse(current);
      setParams(write(merge(f, typeof patch === "function" ? patch(f) : patch), current), { replace: opts?.replace });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parse, write and merge are module-level
    [setParams],
  );
  /** One filter's select: its value, and a change that sets it (`{...bind("rol")}`). */
  const bind = <K extends keyof F>(key: K) => ({
    value: filters[key],
    onChange: (value: F[K]) => update({ [key]: value } as unknown as Partial<F>),
  });
  return { filters, update, bind, params, setParams };
}

/**
 * A page past the end (after the last row of the last page went away, or an old link): go to the
 * last one, once the list of the current filters (not the previous one kept on screen) has come.
 */
export function useLastPageBound(
  data: { paginas: number } | undefined,
  isPlaceholderData: boolean,
  pagina: number,
  update: (patch: Paged, opts: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (data && !isPlaceholderData && data.paginas > 0 && pagina > data.paginas)
      update({ pagina: data.paginas }, { replace: true });
  }, [data, isPlaceholderData, pagina, update]);
}
