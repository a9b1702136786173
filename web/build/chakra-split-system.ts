/**
 * Chakra's `createSystem` split in two steps, so that the shopper's phone runs it as two shorter
 * tasks instead of one long one (docs/performance.md, "Shopper pages on a phone").
 *
 * `createSystem` merges the configs, builds the token dictionary (about half its time) and then
 * everything that depends on it, all in one synchronous call. In the build, two of Chakra's
 * modules are patched (the `transform` below), both talking to web/src/theme/token-handoff.ts:
 * token-dictionary.js hands over its factory, which Chakra does not export, so that
 * `prepareSystem` (web/src/theme/system.ts) can merge the config and make the dictionary in one
 * task; system.js takes that config and dictionary in the next, when it is called with exactly that
 * config (any other call runs as before). The dictionary itself is not built in the browser but
 * restored from a snapshot the build takes of the real one in Node (web/src/theme/token-snapshot.ts),
 * which replaces the empty web/src/theme/token-snapshot-data.ts. A third patch makes utility.js
 * hand over its `createUtility` too (the store builds the utility in a step of its own) and leaves
 * out the style props' TypeScript types, which only Chakra's CLI reads (`runtimeUtilityModule`).
 * The dev server and Node keep Chakra as it is; there `prepareSystem` does nothing and `getSystem`
 * does all the work.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { TokenDictionary } from "../src/theme/token-snapshot.ts";

/** The statements of Chakra's system.js (3.x) that merge the configs and build the dictionary. */
export const CHAKRA_MERGE_STATEMENT = "const config = mergeConfigs(...configs);";
export const CHAKRA_TOKENS_STATEMENT = "const tokens = createTokenDictionary({";
/** The statement of Chakra's system.js that builds the style-prop utility from the dictionary. */
export const CHAKRA_UTILITY_STATEMENT = "const utility = createUtility({";
/** The export of Chakra's utility.js whose function is handed over. */
export const CHAKRA_UTILITY_EXPORT = "export { createUtility };";
/** The declaration in Chakra's token-dictionary.js whose function is handed over. */
export const CHAKRA_FACTORY_DECLARATION = "function createTokenDictionary(options) {";
const STYLED_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]([\w-]+)\.js$/;

// Fail the build loudly if a Chakra upgrade changes a statement, rather than silently building the
// dictionary twice.
function mustContain(code: string, statement: string, file: string): void {
  if (!code.includes(statement)) throw new Error(`chakra-split-system: ${file} no longer contains "${statement}"`);
}

/**
 * Chakra's system.js, taking the config, dictionary and style-prop utility `prepareSystemStep`
 * built when the config matches.
 */
export function splitSystemModule(code: string, handoffModule: string): string {
  mustContain(code, CHAKRA_MERGE_STATEMENT, "system.js");
  mustContain(code, CHAKRA_TOKENS_STATEMENT, "system.js");
  mustContain(code, CHAKRA_UTILITY_STATEMENT, "system.js");
  return (
    `import { takePrepared as __takePrepared } from ${JSON.stringify(handoffModule)};\n` +
    code
      .replace(
        CHAKRA_MERGE_STATEMENT,
        "const __prepared = __takePrepared(configs);\n  const config = __prepared ? __prepared.config : mergeConfigs(...configs);",
      )
      .replace(CHAKRA_TOKENS_STATEMENT, "const tokens = __prepared ? __prepared.tokens : createTokenDictionary({")
      .replace(
        CHAKRA_UTILITY_STATEMENT,
        "const utility = __prepared && __prepared.utility ? __prepared.utility : createUtility({",
      )
  );
}

/**
 * The calls in Chakra's utility.js (3.x) that record each style prop's TypeScript type (its
 * `getTypes`, read only by Chakra's CLI when it generates a theme's typings) while the system is
 * created. Twice per utility: once as each is registered, once more over all of them.
 */
export const CHAKRA_UTILITY_TYPE_CALLS = [
  "    propValues.set(property, values);\n    assignPropertyType(property, config);\n",
  "    assignProperties();\n    assignPropertyTypes();\n",
] as const;

/**
 * Chakra's utility.js without the type bookkeeping, handing its factory to the store: in the
 * browser nothing asks for the types, and computing them walked every colour token once more for
 * each colour prop (a fifth of the task that creates the system, on the measuring machine). Values,
 * shorthands and transforms are built as before.
 */
export function runtimeUtilityModule(code: string, handoffModule: string): string {
  let out = code;
  for (const call of CHAKRA_UTILITY_TYPE_CALLS) {
    mustContain(out, call, "utility.js");
    out = out.replace(call, call.slice(0, call.indexOf("\n") + 1));
  }
  mustContain(out, CHAKRA_UTILITY_EXPORT, "utility.js");
  return (
    `import { offerUtilityFactory as __offerUtilityFactory } from ${JSON.stringify(handoffModule)};\n` +
    `${out}\n__offerUtilityFactory(createUtility);\n`
  );
}

/** Chakra's token-dictionary.js, handing its factory to the store. */
export function offerFactoryModule(code: string, handoffModule: string): string {
  mustContain(code, CHAKRA_FACTORY_DECLARATION, "token-dictionary.js");
  return (
    `import { offerTokenFactory as __offerTokenFactory } from ${JSON.stringify(handoffModule)};\n` +
    `${code}\n__offerTokenFactory(createTokenDictionary);\n`
  );
}

/** web/src/theme/token-snapshot-data.ts as the build ships it: the real dictionary's snapshot. */
export async function tokenSnapshotModule(): Promise<string> {
  const { tsImport } = await import("tsx/esm/api");
  const { getSystem } = (await tsImport("../src/theme/system.ts", import.meta.url)) as {
    getSystem(): { tokens: TokenDictionary };
  };
  const { snapshotTokens } = (await tsImport("../src/theme/token-snapshot.ts", import.meta.url)) as {
    snapshotTokens(dict: TokenDictionary): unknown;
  };
  // A JSON string parses faster than the same data as an object literal.
  const json = JSON.stringify(snapshotTokens(getSystem().tokens));
  return `export const TOKEN_SNAPSHOT = JSON.parse(${JSON.stringify(json)});\n`;
}

export function chakraSplitSystem(): Plugin {
  const handoffModule = fileURLToPath(new URL("../src/theme/token-handoff.ts", import.meta.url));
  const snapshotDataModule = fileURLToPath(new URL("../src/theme/token-snapshot-data.ts", import.meta.url));
  let isBuild = false;
  return {
    name: "tienda:chakra-split-system",
    enforce: "pre",
    config(_config, env) {
      // web/src/theme/system.ts then leaves the token definitions out of the bundle.
      if (env.command === "build") return { define: { __TIENDA_TOKENS_RESTORED__: "true" } };
      return undefined;
    },
    configResolved(config) {
      isBuild = config.command === "build";
    },
    async transform(code, id) {
      if (isBuild && id === snapshotDataModule) return { code: await tokenSnapshotModule(), map: null };
      const file = isBuild ? STYLED_SYSTEM.exec(id)?.[1] : undefined;
      if (file === "system") return { code: splitSystemModule(code, handoffModule), map: null };
      if (file === "token-dictionary") return { code: offerFactoryModule(code, handoffModule), map: null };
      if (file === "utility") return { code: runtimeUtilityModule(code, handoffModule), map: null };
      return undefined;
    },
  };
}
