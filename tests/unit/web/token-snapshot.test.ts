import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CHAKRA_FACTORY_DECLARATION,
  CHAKRA_MERGE_STATEMENT,
  CHAKRA_TOKENS_STATEMENT,
  CHAKRA_UTILITY_EXPORT,
  CHAKRA_UTILITY_STATEMENT,
  CHAKRA_UTILITY_TYPE_CALLS,
  offerFactoryModule,
  runtimeUtilityModule,
  splitSystemModule,
} from "../../../web/build/chakra-split-system";
import { offerPrepared, takePrepared, utilityFactory } from "../../../web/src/theme/token-handoff";
import {
  BUILD_ONLY,
  restoreTokens,
  snapshotTokens,
  TokenRestore,
  type TokenDictionary,
  type TokenFactory,
  type TokenSnapshot,
} from "../../../web/src/theme/token-snapshot";

/**
 * Chakra's token dictionary restored from the build's snapshot (web/src/theme/token-snapshot.ts)
 * must answer every lookup Chakra's system makes exactly as the dictionary Chakra builds, and the
 * build's patches of Chakra's modules (web/build/chakra-split-system.ts) must still apply to the
 * installed version.
 */
const STYLED_SYSTEM = new URL("../../../node_modules/@chakra-ui/react/dist/esm/styled-system/", import.meta.url);

async function realDictionary(): Promise<TokenDictionary> {
  const { getSystem } = await import("../../../web/src/theme/system");
  return getSystem().tokens as unknown as TokenDictionary;
}

async function chakraFactory(): Promise<TokenFactory> {
  const mod = (await import(new URL("token-dictionary.js", STYLED_SYSTEM).pathname)) as {
    createTokenDictionary: TokenFactory;
  };
  return mod.createTokenDictionary;
}

/** A token without what only Chakra's build of the dictionary reads. */
function runtimeView(token: { originalValue: unknown; extensions: Record<string, unknown> }) {
  const extensions = Object.fromEntries(Object.entries(token.extensions).filter(([k]) => !BUILD_ONLY.has(k)));
  const { originalValue: _o, ...rest } = token;
  return { ...rest, extensions };
}

// Loading the real system through Vite takes 2–5 s on a loaded 2-core machine: over the default 5 s.
describe("Chakra's token dictionary restored from the build's snapshot", { timeout: 30_000 }, () => {
  const setup = (async () => {
    const real = await realDictionary();
    // Through JSON, as the build ships it.
    const snapshot = JSON.parse(JSON.stringify(snapshotTokens(real))) as TokenSnapshot;
    const restored = restoreTokens(await chakraFactory(), snapshot);
    return { real, restored, snapshot };
  })();

  it("holds every token, in order, as the built dictionary holds it at run time", async () => {
    const { real, restored } = await setup;
    expect(real.allTokens.length).toBeGreaterThan(500);
    expect(restored.allTokens.map((t) => t.name)).toEqual(real.allTokens.map((t) => t.name));
    for (const token of real.allTokens) {
      expect(runtimeView(restored.tokenMap.get(token.name)!), token.name).toEqual(runtimeView(token));
    }
    expect(restored.prefix).toBe(real.prefix);
  });

  it("gives the same lookup tables: variables, categories, CSS variables and colour palettes", async () => {
    const { real, restored } = await setup;
    expect([...restored.flatMap]).toEqual([...real.flatMap]);
    expect([...restored.cssVarMap].map(([k, m]) => [k, [...m]])).toEqual(
      [...real.cssVarMap].map(([k, m]) => [k, [...m]]),
    );
    expect([...restored.colorPaletteMap].map(([k, m]) => [k, [...m]])).toEqual(
      [...real.colorPaletteMap].map(([k, m]) => [k, [...m]]),
    );
    expect(restored.colorPaletteMap.get("red")?.get("--chakra-colors-color-palette-solid")).toBe(
      "var(--chakra-colors-red-solid)",
    );
    for (const [category, props] of real.categoryMap) {
      expect(
        [...(restored.categoryMap.get(category) ?? [])].map(([k, t]) => [k, t.name]),
        category,
      ).toEqual([...props].map(([k, t]) => [k, t.name]));
      expect(restored.getCategoryValues(category), category).toEqual(real.getCategoryValues(category));
    }
    expect(restored.getCategoryValues("nope")).toBeNull();
  });

  it("resolves style values the same way: token references, colour mixes, raw values and negatives", async () => {
    const { real, restored } = await setup;
    type Lookups = TokenDictionary & {
      getVar(v: string, fallback?: string): unknown;
      expandReferenceInValue(v: string): string;
    };
    const values = [
      "{colors.gray.200}",
      "{spacing.4} {spacing.-2}",
      "1px solid {colors.border}",
      "{colors.red.500/50}",
      "{colors.blue.600/40}",
      "{sizes.breakpoint-md}",
      "{radii.l2}",
      "{shadows.md}",
      "calc(100% - {spacing.0.5})",
      "#fff",
      "{colors.nope.500}",
    ];
    for (const v of values) {
      expect((restored as Lookups).expandReferenceInValue(v), v).toBe((real as Lookups).expandReferenceInValue(v));
    }
    for (const name of ["colors.fg.muted", "spacing.-4", "zIndex.sticky", "breakpoints.md", "opacity.50", "nope"]) {
      expect((restored as Lookups).getVar(name, "fallback"), name).toEqual((real as Lookups).getVar(name, "fallback"));
    }
    expect((restored as Lookups).getVar("zIndex.sticky")).toBe("var(--chakra-z-index-sticky)");
  });

  it("restores the same dictionary a slice at a time (the entry's short tasks) as in one go", async () => {
    const { restored, snapshot } = await setup;
    const factory = await chakraFactory();
    for (const slice of [1, 200, snapshot.tokens.length - 1]) {
      const r = new TokenRestore(factory, snapshot);
      let steps = 0;
      while (!r.done) {
        r.restore(slice);
        steps++;
      }
      expect(steps).toBe(Math.ceil(snapshot.tokens.length / slice));
      const dict = r.finish();
      expect(
        dict.allTokens.map((t) => t.name),
        `slice ${slice}`,
      ).toEqual(restored.allTokens.map((t) => t.name));
      expect([...dict.flatMap]).toEqual([...restored.flatMap]);
      expect([...dict.cssVarMap.get("base")!]).toEqual([...restored.cssVarMap.get("base")!]);
      expect(dict.getCategoryValues("colors")).toEqual(restored.getCategoryValues("colors"));
    }
    const early = new TokenRestore(factory, snapshot);
    early.restore(10);
    expect(() => early.finish()).toThrow("quedan tokens por restaurar");
  });

  it("keeps the snapshot small (it ships in the start-up chunk): what can be derived is left out", async () => {
    const { snapshot } = await setup;
    // ~56 KB of JSON for 546 tokens; each derived CSS variable alone would add ~20 KB.
    expect(JSON.stringify(snapshot).length).toBeLessThan(70_000);
    const withVariable = snapshot.tokens.filter((t) => t[4] !== 0);
    expect(withVariable.length).toBeLessThan(snapshot.tokens.length / 10);
  });
});

describe("the build's patches of Chakra's modules", () => {
  it("leave out only what nothing in Chakra reads after building the dictionary", async () => {
    // The restored tokens lack these; if a Chakra upgrade starts reading one at run time, the
    // snapshot must carry it.
    const { readdir } = await import("node:fs/promises");
    const esm = new URL("../", STYLED_SYSTEM);
    const files = (await readdir(esm, { recursive: true })).filter((f) => f.endsWith(".js"));
    // The dictionary's build, and the helpers only it imports.
    const builders = new Set(
      ["token-dictionary", "token-middleware", "token-transforms", "references"].map((m) => `styled-system/${m}.js`),
    );
    const readers: string[] = [];
    for (const file of files) {
      if (builders.has(file)) continue;
      const code = await readFile(new URL(file, esm), "utf8");
      for (const key of [...BUILD_ONLY, "originalValue"]) {
        if (new RegExp(`\\b${key}\\b`).test(code)) readers.push(`${file}: ${key}`);
      }
    }
    // colorPalette is also a style prop and a recipe key: only its token extension is build-only.
    expect(readers.filter((r) => !r.endsWith(": colorPalette"))).toEqual([]);
  });

  it("still apply to the installed Chakra: system.js takes the prepared config and dictionary", async () => {
    const code = await readFile(new URL("system.js", STYLED_SYSTEM), "utf8");
    const patched = splitSystemModule(code, "/handoff.ts");
    expect(patched).toContain('import { takePrepared as __takePrepared } from "/handoff.ts";');
    expect(patched).toContain("const __prepared = __takePrepared(configs);");
    expect(patched).toContain("__prepared ? __prepared.config : mergeConfigs(...configs)");
    expect(patched).toContain("__prepared ? __prepared.tokens : createTokenDictionary({");
    expect(patched).toContain(
      "const utility = __prepared && __prepared.utility ? __prepared.utility : createUtility({",
    );
    expect(patched).not.toContain(CHAKRA_MERGE_STATEMENT);
  });

  it("still apply to the installed Chakra: token-dictionary.js hands over its factory", async () => {
    const code = await readFile(new URL("token-dictionary.js", STYLED_SYSTEM), "utf8");
    const patched = offerFactoryModule(code, "/handoff.ts");
    expect(patched).toContain(CHAKRA_FACTORY_DECLARATION);
    expect(patched.trimEnd().endsWith("__offerTokenFactory(createTokenDictionary);")).toBe(true);
  });

  it(
    "still apply to the installed Chakra: utility.js, without the types, resolves every style prop as before",
    { timeout: 30_000 },
    async () => {
      const code = await readFile(new URL("utility.js", STYLED_SYSTEM), "utf8");
      const handoff = new URL("../../../web/src/theme/token-handoff.ts", import.meta.url).pathname;
      const patched = runtimeUtilityModule(code, handoff);
      expect(patched).not.toMatch(/assignPropertyTypes\(\);|assignPropertyType\(property, config\);/);
      // The patched module, run from a temporary file with its imports pointed back at Chakra's.
      const dir = await mkdtemp(join(tmpdir(), "chakra-utility-"));
      try {
        const file = join(dir, "utility.mjs");
        await writeFile(
          file,
          patched.replace(
            /from '(\.{1,2}\/[^']+)'/g,
            (_m, rel: string) => `from '${new URL(rel, STYLED_SYSTEM).href}'`,
          ),
        );
        type Utility = {
          keys(): string[];
          shorthands: Map<string, string>;
          transform(prop: string, value: unknown): unknown;
        };
        type CreateUtility = (o: { config: object; tokens: unknown }) => Utility;
        const { createUtility: runtime } = (await import(pathToFileURL(file).href)) as { createUtility: CreateUtility };
        // It hands its factory to the store's preparation of the system (web/src/theme/system.ts).
        expect(utilityFactory()).toBe(runtime);
        const { createUtility: original } = (await import(new URL("utility.js", STYLED_SYSTEM).pathname)) as {
          createUtility: CreateUtility;
        };
        const { defaultBaseConfig } = await import("@chakra-ui/react");
        const tokens = await realDictionary();
        const config = (defaultBaseConfig as { utilities: object }).utilities;
        const a = original({ config, tokens });
        const b = runtime({ config, tokens });
        expect(b.keys()).toEqual(a.keys());
        expect([...b.shorthands]).toEqual([...a.shorthands]);
        const values = [
          "red.500",
          "gray.200/40",
          "4",
          "-2",
          "sm",
          "md",
          "full",
          "auto",
          "10px",
          "1px solid {colors.border}",
          "inherit",
        ];
        const props = [...new Set([...a.keys(), "colorPalette", "textStyle", "animation"])];
        expect(props.length).toBeGreaterThan(300);
        for (const prop of props) {
          for (const v of values) expect(b.transform(prop, v), `${prop}: ${v}`).toEqual(a.transform(prop, v));
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it("fail the build, naming the statement, when a Chakra upgrade changes it", () => {
    expect(() => runtimeUtilityModule("function createUtility() {}", "/h.ts")).toThrow(
      CHAKRA_UTILITY_TYPE_CALLS[0].trim(),
    );
    expect(() => runtimeUtilityModule(CHAKRA_UTILITY_TYPE_CALLS.join(""), "/h.ts")).toThrow(CHAKRA_UTILITY_EXPORT);
    expect(() => splitSystemModule(CHAKRA_MERGE_STATEMENT + CHAKRA_TOKENS_STATEMENT, "/h.ts")).toThrow(
      CHAKRA_UTILITY_STATEMENT,
    );
    expect(() => splitSystemModule("function createSystem() {}", "/h.ts")).toThrow(CHAKRA_MERGE_STATEMENT);
    expect(() => splitSystemModule(CHAKRA_MERGE_STATEMENT, "/h.ts")).toThrow(CHAKRA_TOKENS_STATEMENT);
    expect(() => offerFactoryModule("export {}", "/h.ts")).toThrow(CHAKRA_FACTORY_DECLARATION);
  });
});

describe("the hand-off between the two steps of creating the system", () => {
  it("gives the prepared dictionary only to a call with exactly the prepared config, once", () => {
    const config = { theme: {} };
    const tokens = { prefix: "chakra" };
    offerPrepared({ config, tokens });
    expect(takePrepared([{ theme: {} }])).toBeUndefined();
    expect(takePrepared([config, {}])).toBeUndefined();
    expect(takePrepared([config])).toEqual({ config, tokens });
    expect(takePrepared([config])).toBeUndefined();
  });
});
