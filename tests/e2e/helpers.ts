/** The browser tests' helpers live in ./support; this path keeps older imports working. */
export * from "./support";
