// @vitest-environment jsdom
/*
 * The dashboard's warning about an old BCV rate (web/src/features/admin/dashboard/components/
 * stale-rate-warning.tsx), rendered for real from the public settings the checkout reads.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { StaleRateWarning } from "../../../web/src/features/admin/dashboard/components/stale-rate-warning.tsx";
import { chakraRoot } from "./support/chakra-root.tsx";

const mount = chakraRoot();

function withRate(fecha: string | null, now: Date) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (fecha) qc.setQueryData(["ajustes-publicos"], { tasa_bcv: { valor: 236.4582, fecha } });
  return mount(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <StaleRateWarning now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("StaleRateWarning", () => {
  const monday = new Date("2026-11-30T15:00:00Z");
  it("warns on Monday about Thursday's rate, with a link to the settings", () => {
    const el = withRate("2026-11-26", monday);
    expect(el.textContent).toContain("La tasa BCV es del 26/11/2026, de hace más de un día hábil");
    expect(el.querySelector("a")?.getAttribute("href")).toBe("/admin/ajustes");
  });
  it("says nothing on Monday about Friday's rate, nor without settings", () => {
    expect(withRate("2026-11-27", monday).textContent).toBe("");
    expect(withRate(null, monday).textContent).toBe("");
  });
});
