/**
 * Chakra's token dictionary as data, made at build time and restored in the browser, so a phone
 * does not build it at start-up (docs/performance.md, "Start-up in short tasks").
 *
 * Building the dictionary walks every token of the theme, resolves references, applies Chakra's
 * transforms and derives several lookup tables: most of one long task before the first render,
 * several times longer on a mid-range phone. Its result is plain data
 * (names, values, CSS variables and the colour palettes' variable maps), so the build takes it
 * from the real dictionary in Node (`snapshotTokens`), and the browser fills an empty dictionary
 * made by Chakra's own factory with it (`restoreTokens`): Chakra's lookups (`getVar`,
 * `expandReferenceInValue`, `getByName`…) then work on the restored tables. The unit tests prove
 * the restored dictionary answers every lookup as the built one does.
 */

/** A token as Chakra's dictionary holds it. */
interface Token {
  name: string;
  value: unknown;
  originalValue: unknown;
  path: string[];
  extensions: Record<string, unknown> & { cssVar?: { var: string; ref: string } };
}

/** The parts of Chakra's token dictionary that its system reads after creation. */
export interface TokenDictionary {
  prefix: string;
  allTokens: Token[];
  tokenMap: Map<string, Token>;
  flatMap: Map<string, unknown>;
  cssVarMap: Map<string, Map<string, unknown>>;
  categoryMap: Map<string, Map<string, Token>>;
  colorPaletteMap: Map<string, Map<string, string>>;
  getCategoryValues(category: string): Record<string, unknown> | null;
}

export type TokenFactory = (options: {
  prefix?: string;
  tokens?: object;
  semanticTokens?: object;
  breakpoints?: object;
}) => unknown;

/**
 * One token: name, value, then what cannot be derived from the name (0 when it can): the
 * extensions beyond the derived ones, the path, the CSS variable, and the original value (only
 * where it is read, see below).
 */
type SnapshotToken = [string, unknown, Record<string, unknown> | 0, string[] | 0, string | 0, unknown?];

export interface TokenSnapshot {
  prefix: string;
  tokens: SnapshotToken[];
  palettes: [string, [string, string][]][];
}

/** Extensions the dictionary derives from the path. */
const DERIVED = new Set(["condition", "originalPath", "category", "prop", "cssVar"]);
/**
 * What only Chakra's build of the dictionary reads (its transforms, middlewares and views), never
 * its system afterwards; a restored token leaves them out (`originalValue` is then the value).
 * The unit tests check that nothing else in Chakra reads them.
 */
export const BUILD_ONLY = new Set(["colorPalette", "references", "pixelValue"]);

// Chakra's cssVar(): "--" + prefix + "-" + the path joined by "-", escaped, camelCase dashed.
const cssVarName = (prefix: string, path: string[]) =>
  ["-", prefix, path.join("-").replace(/[^a-zA-Z0-9_\u0081-\uffff-]/g, (s) => `\\${s}`)]
    .filter(Boolean)
    .join("-")
    .replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

/** The dictionary as data (build time, in Node). */
export function snapshotTokens(dict: TokenDictionary): TokenSnapshot {
  const tokens = dict.allTokens.map((t): SnapshotToken => {
    if (t.extensions.condition !== "base") {
      // The store's theme is light-only (./system.ts): conditional tokens would need more here.
      throw new Error(`token-snapshot: ${t.name} has condition ${String(t.extensions.condition)}`);
    }
    const extra = Object.fromEntries(
      Object.entries(t.extensions).filter(
        ([k, v]) =>
          (!DERIVED.has(k) && !BUILD_ONLY.has(k)) ||
          // A negative token's original path is its positive one's.
          (k === "originalPath" && JSON.stringify(v) !== JSON.stringify(t.path)),
      ),
    );
    const variable = t.extensions.cssVar?.var;
    if (!variable || t.extensions.cssVar?.ref !== `var(${variable})`) {
      throw new Error(`token-snapshot: ${t.name} has no plain CSS variable`);
    }
    const path = t.path.join(".") === t.name && t.path.length === t.name.split(".").length ? 0 : t.path;
    const row: SnapshotToken = [
      t.name,
      t.value,
      Object.keys(extra).length > 0 ? extra : 0,
      path,
      variable === cssVarName(dict.prefix, t.path) ? 0 : variable,
    ];
    // The one reader of a token's original value after the build: a negative semantic token's
    // variable (the flat map below).
    if (t.extensions.negative && t.extensions.conditions && t.originalValue !== t.value) row.push(t.originalValue);
    return row;
  });
  const palettes = [...dict.colorPaletteMap].map(([k, m]): [string, [string, string][]] => [k, [...m]]);
  return { prefix: dict.prefix, tokens, palettes };
}

/**
 * Fills a dictionary made by Chakra's factory (empty) with the snapshot's tokens, as its own build
 * would fill it (its `setupViews`), without the work of deriving them: a slice of tokens at a time
 * (`restore`), so the phone can do it over several short tasks, then `finish` adds the tables that
 * need every token and gives the dictionary.
 */
export class TokenRestore {
  private readonly dict: TokenDictionary;
  private readonly snap: TokenSnapshot;
  private readonly byCategory: Record<string, Record<string, unknown>> = {};
  private readonly baseVars = new Map<string, unknown>();
  private next = 0;

  constructor(create: TokenFactory, snap: TokenSnapshot) {
    this.snap = snap;
    this.dict = create({ prefix: snap.prefix }) as TokenDictionary;
  }

  get done(): boolean {
    return this.next >= this.snap.tokens.length;
  }

  /** Restores up to `count` more tokens, in the snapshot's order. */
  restore(count: number): void {
    const { dict, snap, byCategory, baseVars } = this;
    const end = Math.min(snap.tokens.length, this.next + count);
    for (; this.next < end; this.next++) {
      const [name, value, extra, p, v, ...original] = snap.tokens[this.next]!;
      const path = p || name.split(".");
      const variable = v || cssVarName(snap.prefix, path);
      const category = path[0]!;
      const prop = path.slice(1).join(".");
      const token: Token = {
        value,
        originalValue: original.length > 0 ? original[0] : value,
        name,
        path,
        extensions: {
          condition: "base",
          originalPath: path,
          category,
          prop,
          cssVar: { var: variable, ref: `var(${variable})` },
          ...(extra || {}),
        },
      };
      const { negative, virtual, conditions } = token.extensions;
      dict.allTokens.push(token);
      dict.tokenMap.set(name, token);
      let inCategory = dict.categoryMap.get(category);
      if (!inCategory) dict.categoryMap.set(category, (inCategory = new Map()));
      inCategory.set(prop, token);
      if (!negative && !virtual && value !== "") baseVars.set(variable, value);
      const flat = negative ? (conditions ? token.originalValue : value) : `var(${variable})`;
      (byCategory[category] ??= {})[prop] = flat;
      dict.flatMap.set(`${category}.${prop}`, flat);
    }
  }

  /** The dictionary, once every token is restored. */
  finish(): TokenDictionary {
    if (!this.done) throw new Error("token-snapshot: quedan tokens por restaurar");
    const { dict, byCategory, baseVars } = this;
    if (baseVars.size > 0) dict.cssVarMap.set("base", baseVars);
    for (const [name, vars] of this.snap.palettes) dict.colorPaletteMap.set(name, new Map(vars));
    // Chakra's own reads a table its build fills; the system calls it through the dictionary object.
    dict.getCategoryValues = (category) => byCategory[category] ?? null;
    return dict;
  }
}

/** The snapshot's dictionary in one go (see `TokenRestore`). */
export function restoreTokens(create: TokenFactory, snap: TokenSnapshot): TokenDictionary {
  const r = new TokenRestore(create, snap);
  r.restore(snap.tokens.length);
  return r.finish();
}
