/**
 * The browser tests' helpers, in one place: import them (and `test`, `expect`) from here.
 *   store.ts  `test` with each worker's own store as `baseURL` (global-setup.ts starts the stores)
 *   world.ts  the store's data made through its real API (accounts, sign-in, stock, orders)
 *   data.ts   small fixtures (unique tags, a PNG, guest cart lines)
 *   mail.ts   the emails the store sent (maildev)
 *   shots.ts  screenshots and money read from the page
 */
export * from "./store";
export * from "./world";
export * from "./data";
export * from "./mail";
export * from "./shots";
