import { afterEach, describe, expect, it, vi } from "vitest";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/** The helper the rate-limit tests use so that their attempts never straddle a window's edge. */
describe("clearOfWindowEdge", () => {
  afterEach(() => vi.useRealTimers());

  it("waits until the next 15-minute window when the current one ends within the margin", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T17:29:55.000Z"));
    let done = false;
    const waiting = clearOfWindowEdge("login_cuenta_ip").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_200);
    await waiting;
    expect(done).toBe(true);
    expect(new Date().toISOString() >= "2026-11-23T17:30:00.000Z").toBe(true);
  });

  it("returns at once away from an edge", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T17:22:00.000Z"));
    let done = false;
    const waiting = clearOfWindowEdge("login_cuenta_ip").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });
});
