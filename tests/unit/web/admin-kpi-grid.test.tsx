// @vitest-environment jsdom
/*
 * The admin's summary row (web/src/features/admin/shell/kpi-grid.tsx) rendered for real with the
 * store's Chakra system: what each card shows while loading, with a figure, without one, and the
 * colour of its change (a rise is good news unless the figure is one where more is worse).
 */
import { describe, expect, it } from "vitest";
import { KpiGrid, type Kpi } from "../../../web/src/features/admin/shell/kpi-grid.tsx";
import { chakraRoot } from "./support/chakra-root.tsx";

const mount = chakraRoot();

function show(items: Kpi[], loading?: boolean): HTMLElement {
  return mount(<KpiGrid label="Resumen del periodo" items={items} loading={loading} />);
}

const card = (el: HTMLElement, testId: string) => el.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();

const ITEMS: Kpi[] = [
  { label: "Ventas Totales", value: "$1234.50", change: 12.5, accent: "green.500", testId: "k-ventas" },
  { label: "Pedidos", value: "20", change: null, accent: "blue.500", testId: "k-pedidos" },
  { label: "Productos", value: undefined, hint: "Activos en el catálogo", accent: "purple.500", testId: "k-productos" },
  { label: "Rechazados", value: "3", change: 50, worseWhenUp: true, accent: "red.500", testId: "k-rechazados" },
];

describe("KpiGrid", () => {
  it("lists one card per figure, in order, under the row's name", () => {
    const el = show(ITEMS);
    const list = el.querySelector("ul")!;
    expect(list.getAttribute("aria-label")).toBe("Resumen del periodo");
    expect(Array.from(list.children).map((li) => li.getAttribute("data-testid"))).toEqual([
      "k-ventas",
      "k-pedidos",
      "k-productos",
      "k-rechazados",
    ]);
    expect(Array.from(list.children).every((li) => li.tagName === "LI")).toBe(true);
  });

  it("shows skeletons and no figure while loading, with the labels and hints already there", () => {
    const el = show(ITEMS, true);
    expect(el.querySelectorAll('[data-testid="valor"]')).toHaveLength(0);
    expect(el.querySelectorAll('[data-testid="cambio"]')).toHaveLength(0);
    expect(text(card(el, "k-ventas"))).toBe("Ventas Totales");
    expect(card(el, "k-productos").textContent).toBe("ProductosActivos en el catálogo");
  });

  it("shows each figure, '—' where there is none, and the change only where the API gives one", () => {
    const el = show(ITEMS);
    const valor = (id: string) => text(card(el, id).querySelector('[data-testid="valor"]'));
    const cambio = (id: string) => card(el, id).querySelector<HTMLElement>('[data-testid="cambio"]');
    expect(valor("k-ventas")).toBe("$1234.50");
    expect(valor("k-productos")).toBe("—");
    expect(cambio("k-ventas")?.dataset.trend).toBe("up");
    expect(text(cambio("k-ventas"))).toMatch(/^\+12,5\s?% vs periodo anterior$/);
    // null: the API had no previous period to compare with; left out: it never gives one.
    expect(cambio("k-pedidos")?.dataset.trend).toBe("none");
    expect(text(cambio("k-pedidos"))).toBe("Sin datos del periodo anterior");
    expect(cambio("k-productos")).toBeNull();
  });

  it("colours a rise green, but red on a figure where more is worse", () => {
    const el = show(ITEMS);
    const colour = (id: string) =>
      getComputedStyle(card(el, id).querySelector<HTMLElement>('[data-testid="cambio"]')!).color;
    expect(colour("k-ventas")).toContain("green-700");
    expect(colour("k-rechazados")).toContain("red-700");
  });
});
