/** The longest the app's start waits for the rendered page's photo to arrive. */
export const PHOTO_WAIT_MS = 1000;

const twoFrames = () =>
  // The first frame paints the photo; the second starts once that frame was presented.
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * A page the server rendered with its main photo in the HTML (a product page: photo, name and price
 * inside #root, the photo preloaded first thing) shows it before the app runs. The app's start is a
 * run of script tasks that leave the browser few chances to paint, and its first render replaces
 * that markup; so the start waits, before its first task, until the photo has been painted: the
 * shopper sees the product at once, and the browser counts that paint as the page's largest one.
 * The photo is preloaded ahead of the scripts and is far smaller than them, so the wait is usually
 * nothing; a photo slower than `maxWaitMs` is not waited for any longer (the app then draws it).
 */
export function snippetPhotoPainted(doc: Document = document, maxWaitMs = PHOTO_WAIT_MS): Promise<void> {
  const photo = doc.querySelector<HTMLImageElement>("#root img[fetchpriority='high']");
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener("load", () => resolve(), { once: true });
        photo.addEventListener("error", () => resolve(), { once: true });
      });
  const capped = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([loaded.then(twoFrames), capped]);
}
