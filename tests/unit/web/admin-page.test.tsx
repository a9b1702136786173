// @vitest-environment jsdom
/*
 * The admin pages' frame (web/src/features/admin/shell/admin-page.tsx) and their results block
 * (admin-results.tsx), rendered for real: the h1 is the title the route declared, the crumb is
 * the section's navigation label, 'Volver al Dashboard' closes the actions once, and the results
 * say which rows are shown and page through the URL's filters.
 */
import { act } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { AdminPage, AdminPageTitle, adminSection } from "../../../web/src/features/admin/shell/admin-page.tsx";
import { AdminResults } from "../../../web/src/features/admin/shell/admin-results.tsx";
import { chakraRoot } from "./support/chakra-root.tsx";

const mount = chakraRoot();

describe("adminSection", () => {
  it("names a path by the navigation section it is in", () => {
    expect(adminSection("/admin/usuarios")).toBe("Usuarios");
    expect(adminSection("/admin/pagos/conciliacion")).toBe("Pagos");
    expect(adminSection("/admin/tienda/categorias")).toBe("Tienda");
  });

  it("gives no section for the dashboard or a path that only starts like one", () => {
    expect(adminSection("/admin")).toBeUndefined();
    expect(adminSection("/admin/pagosx")).toBeUndefined();
  });
});

describe("AdminPage", () => {
  function show(path: string, title: string) {
    return mount(
      <MemoryRouter initialEntries={[path]}>
        <AdminPageTitle.Provider value={title}>
          <AdminPage description="Activa o desactiva cuentas." actions={<button type="button">Exportar CSV</button>}>
            <p>contenido</p>
          </AdminPage>
        </AdminPageTitle.Provider>
      </MemoryRouter>,
    );
  }

  it("titles the page as its route declared, under 'Inicio › Admin › section'", () => {
    const el = show("/admin/usuarios", "Gestión de Usuarios");
    expect(el.querySelector("h1")!.textContent).toBe("Gestión de Usuarios");
    const crumbs = el.querySelector('nav[aria-label="breadcrumb"], nav')!.textContent!;
    expect(crumbs).toContain("Inicio");
    expect(crumbs).toContain("Admin");
    expect(crumbs).toContain("Usuarios");
    expect(el.textContent).toContain("Activa o desactiva cuentas.");
    expect(el.textContent).toContain("contenido");
  });

  it("puts the page's own actions first and 'Volver al Dashboard' once, last", () => {
    const el = show("/admin/usuarios", "Gestión de Usuarios");
    const actions = Array.from(el.querySelectorAll("button, a")).map((n) => n.textContent!.trim());
    const back = actions.filter((t) => t === "Volver al Dashboard");
    expect(back).toHaveLength(1);
    expect(actions.indexOf("Exportar CSV")).toBeLessThan(actions.indexOf("Volver al Dashboard"));
  });
});

describe("AdminResults", () => {
  function show(data: { total: number; pagina: number; paginas: number; limite?: number }, limite: 15 | 30) {
    const update = vi.fn();
    const el = mount(
      <AdminResults
        data={data}
        noun={["usuario", "usuarios"]}
        pageSizes={[15, 30] as const}
        url={{ filters: { limite }, update }}
      >
        <p>filas</p>
      </AdminResults>,
    );
    return { el, update };
  }

  it("says which rows of the total are shown, from the answer's page and size", () => {
    const { el } = show({ total: 40, pagina: 2, paginas: 3, limite: 15 }, 15);
    expect(el.querySelector('[data-testid="result-count"]')!.textContent).toBe("Mostrando 16–30 de 40 usuarios");
  });

  it("uses the filters' page size where the answer does not say its own, and stops at the total", () => {
    const { el } = show({ total: 40, pagina: 2, paginas: 2 }, 30);
    expect(el.querySelector('[data-testid="result-count"]')!.textContent).toBe("Mostrando 31–40 de 40 usuarios");
  });

  it("changes the page size through the URL's filters", () => {
    const { el, update } = show({ total: 40, pagina: 1, paginas: 3, limite: 15 }, 15);
    const select = el.querySelector<HTMLSelectElement>('[data-testid="page-size"]')!;
    act(() => {
      select.value = "30";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(update).toHaveBeenCalledWith({ limite: 30 });
  });

  it("says '0 usuarios' and draws no paging for an empty list", () => {
    const { el } = show({ total: 0, pagina: 1, paginas: 1, limite: 15 }, 15);
    expect(el.querySelector('[data-testid="result-count"]')!.textContent).toBe("0 usuarios");
    expect(el.querySelector('[data-testid="page-size"]')).toBeNull();
  });
});
