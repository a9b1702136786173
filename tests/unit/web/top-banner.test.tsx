// @vitest-environment jsdom
/*
 * The top banner's place above the header (web/src/features/layout/components/top-banner*.tsx)
 * while its text is still on its way. A guest keeps a strip of its height (the banner will show
 * there); a signed-in session, which never sees the banner, keeps none: removing that strip when
 * the text arrived moved the whole page up 36 px after it had drawn, and under load that came
 * after an admin's list had appeared, so a row's open menu moved one item under the pointer
 * between press and release and the click was lost (admin-payments.spec.ts).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentQuery } from "../../../web/src/features/content/api/use-content.ts";
import { sessionQueryKey } from "../../../web/src/features/session/use-session.ts";
import TopBanner from "../../../web/src/features/layout/components/top-banner.tsx";
import { TopBannerSlot } from "../../../web/src/features/layout/components/top-banner-slot.tsx";
import { chakraRoot } from "./support/chakra-root.tsx";

const mount = chakraRoot();

const admin = {
  id: "u-admin",
  nombre: "Ana",
  apellido: "Admin",
  email: "admin@tienda.test",
  role: "admin",
};

/**
 * The session as the app has it after GET /api/auth/sesion: a user, or null for a guest; and the
 * banner's text when given (as if GET /api/contenido/banner had answered).
 */
function render(ui: React.ReactNode, usuario: typeof admin | null, banner?: { texto: string }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(sessionQueryKey, usuario);
  if (banner) qc.setQueryData(contentQuery("banner").queryKey, banner);
  return mount(
    <QueryClientProvider client={qc}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// The banner's text (GET /api/contenido/banner) never answers: the moment the page waits for it.
beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  // jsdom has no matchMedia (the banner shortens its text on a phone): a desktop.
  vi.stubGlobal("matchMedia", (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the slot's lazy chunk arrive (it is already loaded above: one turn of the event loop). */
const chunkLoaded = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The strip's height, where one is drawn (the lazy chunk's fallback or the banner's own). */
const heldSpace = (el: HTMLElement) => el.querySelector<HTMLElement>("[aria-hidden='true']");

describe("the top banner's place while its text loads", () => {
  it("a guest keeps the strip where the banner will show", async () => {
    expect(heldSpace(render(<TopBanner />, null))).not.toBeNull();
    const slot = render(<TopBannerSlot />, null);
    expect(heldSpace(slot)?.style.height).toBe("36px");
    await chunkLoaded();
    expect(heldSpace(slot)).not.toBeNull();
  });

  it("a signed-in admin gets no strip, neither from the banner nor while its code loads", async () => {
    const banner = render(<TopBanner />, admin);
    expect(heldSpace(banner)).toBeNull();
    expect(banner.textContent).toBe("");
    const slot = render(<TopBannerSlot />, admin);
    expect(heldSpace(slot)).toBeNull();
    await chunkLoaded();
    expect(heldSpace(slot)).toBeNull();
  });

  it("a banner closed this session holds no strip either", async () => {
    sessionStorage.setItem("banner-dismissed", "true");
    expect(heldSpace(render(<TopBanner />, null))).toBeNull();
    const slot = render(<TopBannerSlot />, null);
    expect(heldSpace(slot)).toBeNull();
    await chunkLoaded();
    expect(heldSpace(slot)).toBeNull();
  });
});

describe("closing the banner", () => {
  it("remembers it for the session at the click, before the exit animation ends", async () => {
    const el = render(<TopBanner />, null, { texto: "Envío gratis este fin de semana" });
    expect(el.textContent).toContain("Envío gratis este fin de semana");
    const close = el.querySelector<HTMLButtonElement>("button[aria-label='Cerrar anuncio']");
    expect(close).not.toBeNull();
    // A reload right after the click (the exit is instant with reduced motion) reads this.
    act(() => close!.click());
    expect(sessionStorage.getItem("banner-dismissed")).toBe("true");
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 350)));
    expect(el.textContent).not.toContain("Envío gratis este fin de semana");
  });
});
