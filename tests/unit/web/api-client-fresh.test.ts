import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "../../../web/src/lib/api-client.ts";

/**
 * The public reads answer max-age=60, so a browser may answer a refetch with a copy kept from
 * before this tab's own write. After a successful write, this tab's reads revalidate for that long
 * (issue 46, item 10: a style just created missing from the wizard until a reload).
 */
const answers: { method: string; url: string; cache?: RequestCache }[] = [];

function stubFetch(status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      answers.push({ method: init.method!, url, cache: init.cache });
      return new Response(JSON.stringify({ estilos: [] }), { status });
    }),
  );
}

afterEach(() => {
  answers.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("reads after this tab's own write", () => {
  it("use the browser's cache before any write, revalidate for a minute after one, then use it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    stubFetch();
    await apiCall("GET /api/estilos");
    expect(answers.at(-1)!.cache).toBeUndefined();

    await apiCall("POST /api/estilos", { body: { id: "playa", nombre: "Playa" } as never });
    await apiCall("GET /api/estilos");
    expect(answers.at(-1)).toMatchObject({ method: "GET", cache: "no-cache" });

    vi.setSystemTime(new Date("2026-11-28T10:00:59Z"));
    await apiCall("GET /api/categorias");
    expect(answers.at(-1)!.cache).toBe("no-cache");

    vi.setSystemTime(new Date("2026-11-28T10:01:01Z"));
    await apiCall("GET /api/estilos");
    expect(answers.at(-1)!.cache).toBeUndefined();
  });

  it("a refused write changes nothing it could show, so reads keep the browser's cache", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T10:00:00Z"));
    stubFetch(400);
    await expect(apiCall("POST /api/estilos", { body: { id: "x", nombre: "" } as never })).rejects.toThrow();
    stubFetch(200);
    await apiCall("GET /api/estilos");
    expect(answers.at(-1)!.cache).toBeUndefined();
  });
});
