// @vitest-environment jsdom
/*
 * The admin lists' one 'Filtros' box (web/src/features/admin/shell/admin-filters.tsx) rendered for
 * real with the store's Chakra system: the section and its search form are named for screen
 * readers, a select reports the value picked, and the list's own row is drawn under the grid.
 */
import { act, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { AdminFilters, AdminFilterSelect } from "../../../web/src/features/admin/shell/admin-filters.tsx";
import { chakraRoot } from "./support/chakra-root.tsx";

const mount = chakraRoot();

function show(onRol: (v: string) => void, below?: ReactNode): HTMLElement {
  return mount(
    <AdminFilters
      search={{
        value: "ana",
        onSearch: () => {},
        formLabel: "Buscar usuarios",
        placeholder: "Buscar usuarios...",
        testId: "buscar",
      }}
      below={below}
    >
      <AdminFilterSelect
        label="Rol"
        value="admin"
        onChange={onRol}
        options={[
          { value: "", label: "Todos los roles" },
          { value: "admin", label: "Administrador" },
          { value: "user", label: "Usuario" },
        ]}
        testId="filtro-rol"
      />
    </AdminFilters>,
  );
}

describe("AdminFilters", () => {
  it("is a section named 'Filtros' with the named search form first, showing the URL's text", () => {
    const el = show(() => {});
    const section = el.querySelector("section")!;
    expect(section.getAttribute("aria-label")).toBe("Filtros");
    const form = section.querySelector("form")!;
    expect(form.getAttribute("aria-label")).toBe("Buscar usuarios");
    const input = form.querySelector<HTMLInputElement>('[data-testid="buscar"]')!;
    expect(input.value).toBe("ana");
    expect(input.placeholder).toBe("Buscar usuarios...");
    // The search comes before the select in reading order.
    const select = el.querySelector('[data-testid="filtro-rol"]')!;
    expect(input.compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a select shows its value under its label and reports the one picked", () => {
    const onRol = vi.fn();
    const el = show(onRol);
    const select = el.querySelector<HTMLSelectElement>('[data-testid="filtro-rol"]')!;
    expect(select.value).toBe("admin");
    expect(Array.from(select.options).map((o) => o.text)).toEqual(["Todos los roles", "Administrador", "Usuario"]);
    const label = el.querySelector(`label[for="${select.id}"]`);
    expect(label?.textContent).toBe("Rol");
    act(() => {
      select.value = "user";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(onRol).toHaveBeenCalledWith("user");
  });

  it("draws the list's own row inside the box, after the search and selects", () => {
    const el = show(() => {}, <button type="button">Limpiar filtros</button>);
    const section = el.querySelector("section")!;
    const extra = Array.from(section.querySelectorAll("button")).find((b) => b.textContent === "Limpiar filtros");
    expect(extra).toBeDefined();
    const select = section.querySelector('[data-testid="filtro-rol"]')!;
    expect(select.compareDocumentPosition(extra!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
