/** Moved: the browser tests' helpers live in tests/e2e/support (this path keeps older imports working). */
export * from "../e2e/support/world";
