// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { snippetPhotoPainted } from "../../../web/src/app/snippet-paint";

/** A settled-or-not probe: true once the promise has resolved. */
function track(p: Promise<void>) {
  const state = { done: false };
  void p.then(() => (state.done = true));
  return state;
}

describe("the app's start waits for a rendered page's photo to be painted (web/src/app/snippet-paint.ts)", () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = async () => {
    const now = frames;
    frames = [];
    now.forEach((cb) => cb(0));
    await Promise.resolve();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  const photo = (complete: boolean) => {
    document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/img/p.webp"></div>`;
    const img = document.querySelector("img")!;
    Object.defineProperty(img, "complete", { value: complete });
    return img;
  };

  it("does not wait on a page without the photo (every page but a rendered product page)", async () => {
    document.body.innerHTML = `<div id="root"><div class="app-shell"></div></div>`;
    const state = track(snippetPhotoPainted(document));
    await Promise.resolve();
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it("waits two frames for a photo that has arrived: one paints it, the next follows its presentation", async () => {
    photo(true);
    const state = track(snippetPhotoPainted(document));
    await Promise.resolve();
    expect(state.done).toBe(false);
    await runFrame();
    expect(state.done).toBe(false);
    await runFrame();
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it("waits for a photo still loading until it loads, then for its frames", async () => {
    const img = photo(false);
    const state = track(snippetPhotoPainted(document));
    await runFrame();
    expect(state.done).toBe(false);
    img.dispatchEvent(new Event("load"));
    await Promise.resolve();
    await runFrame();
    await runFrame();
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it("goes on without a photo that fails, once the frames have run", async () => {
    const img = photo(false);
    const state = track(snippetPhotoPainted(document));
    img.dispatchEvent(new Event("error"));
    await Promise.resolve();
    await runFrame();
    await runFrame();
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it("never waits longer than its limit for a slow photo", async () => {
    photo(false);
    const state = track(snippetPhotoPainted(document, 1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
