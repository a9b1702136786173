import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
  type SystemStyleObject,
} from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from "@chakra-ui/react/theme";
import { offerPrepared, tokenFactory, utilityFactory } from "./token-handoff";
import { TokenRestore } from "./token-snapshot";
import { TOKEN_SNAPSHOT } from "./token-snapshot-data";

declare const __TIENDA_TOKENS_RESTORED__: boolean | undefined;
/**
 * True in the built SPA, where web/build/chakra-split-system.ts defines it: there Chakra's token
 * dictionary is restored from the snapshot the build took of it (./token-snapshot.ts).
 */
const TOKENS_RESTORED = typeof __TIENDA_TOKENS_RESTORED__ !== "undefined" && __TIENDA_TOKENS_RESTORED__;

/**
 * The store has no dark mode, so each semantic token keeps only its light value. Chakra resolves
 * every `_light`/`_dark` pair into conditional CSS variables when the system is created, at
 * start-up on the shopper's phone: without the dark half that is cheaper, and the token CSS
 * inlined into index.html is a quarter smaller (docs/performance.md, "Start-up in short tasks").
 */
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== "object") return node;
  if ("value" in node) {
    const v = (node as { value: unknown }).value;
    if (v && typeof v === "object" && ("_light" in v || "_dark" in v)) {
      const { _light, base } = v as { _light?: unknown; base?: unknown };
      return { ...node, value: _light ?? base };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([k, child]) => [k, lightOnly(child)])) as T;
}

/**
 * Chakra's global `*` rule declares ~20 default custom properties on every element (for its
 * `filter="auto"`, `backdropFilter="auto"` and `ring` style props, which the store does not use)
 * and three `--global-*` ones that resolve theme tokens (the border colour, the body and mono
 * fonts). A custom property declared on an element gives it its own set of variables, so Chrome
 * can neither share nor cache its computed style: each one is resolved in full, on every style
 * recalculation (docs/performance.md, "No style rules inside @layer at run time").
 * Declared once on <html> they are inherited instead, which is free. The values are the same:
 * the store has one theme and never redefines a token in a subtree (no `.chakra-theme` scope).
 */
function customPropertiesOnRoot(css: typeof globalCss): typeof globalCss {
  const entries = Object.entries(css["*"] ?? {});
  const onRoot = ([k]: [string, unknown]) => k.startsWith("--");
  const perElement = Object.fromEntries(entries.filter((e) => !onRoot(e))) as SystemStyleObject;
  const inherited = Object.fromEntries(entries.filter(onRoot)) as SystemStyleObject;
  return { ...css, "*": perElement, html: { ...css.html, ...inherited } };
}

type Utilities = NonNullable<typeof defaultBaseConfig.utilities>;
type ValuesFn = (theme: (category: string) => object | undefined) => object;

/**
 * Chakra's ~27 colour style props (`bg`, `color`, `borderColor`, `fill`...) each build their own
 * lookup table of every colour token (`{ ...theme("colors"), currentBg }`) as the system is
 * created: ~27 copies of ~500 entries, two thirds of the task that builds the style-prop utility
 * on a phone (docs/performance.md, "Start-up in short tasks"). Chakra only reads those tables, so one
 * table, built once per token source, serves them all.
 */
export function sharedColorValues(utilities: Utilities): Utilities {
  const colorValues = utilities.background?.values;
  if (typeof colorValues !== "function") return {};
  const build = colorValues as unknown as ValuesFn;
  const tables = new WeakMap<object, object>();
  const shared: ValuesFn = (theme) => {
    let table = tables.get(theme);
    if (!table) tables.set(theme, (table = build(theme)));
    return table;
  };
  return Object.fromEntries(
    Object.entries(utilities)
      .filter(([, u]) => u?.values === colorValues)
      .map(([k]) => [k, { values: shared }]),
  ) as Utilities;
}

/**
 * Loading placeholders start pulsing only after this long. Each pulsing placeholder is a layer the
 * compositor redraws every frame, and a route's skeleton has about 25: where the browser
 * composites in software, as on the measuring machine, that CPU is taken from the page's own work
 * (docs/performance.md, "Nothing mounted before it is needed"). A page that is ready within the delay shows still
 * placeholders; a slow one still shows that it is loading. The CSS modules' skeletons
 * (components/ui/states.module.css, product-image.module.css) use the same delay.
 */
export const PULSE_DELAY = "1s";

/** Chakra's Skeleton with its pulse delayed (see `PULSE_DELAY`). */
const delayedSkeletonRecipe = {
  ...skeletonRecipe,
  variants: {
    ...skeletonRecipe.variants,
    variant: {
      ...skeletonRecipe.variants?.variant,
      pulse: { ...skeletonRecipe.variants?.variant?.pulse, animationDelay: PULSE_DELAY },
    },
  },
} as typeof skeletonRecipe;

/**
 * The Chakra system is built from the base config plus only the recipes the shell and the home
 * page render on first paint, so the ~100 unused component recipes stay out of the shopper's
 * bundle (performance budget). The recipes of components that only appear in lazy chunks
 * (dialogs, drawers, tabs, toasts, form controls...) live in `./extra-recipes`, which every lazy
 * page and lazy shell part loads with itself (`withExtraRecipes`) before it renders.
 */
const config = defineConfig({
  // Recipe styles unlayered (docs/performance.md, "No style rules inside @layer at run time"):
  // Chrome restyles the whole page whenever a
  // rule inside `@layer` is inserted, and Emotion inserts one for each new recipe variant as the
  // page renders. The reset, base and token CSS keep their layers (web/build/chakra-static-css.ts).
  disableLayers: true,
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  utilities: sharedColorValues(defaultBaseConfig.utilities ?? {}),
  globalCss: {
    ...customPropertiesOnRoot(globalCss),
    body: { ...(globalCss.body as object), bg: "white", color: "gray.900" },
    // Visible keyboard focus everywhere (accessibility): the ring only shows for keyboard users.
    ":where(a, button, input, select, textarea, [tabindex]):focus-visible": {
      outline: "2px solid",
      outlineColor: "blue.600",
      outlineOffset: "2px",
    },
  },
  theme: {
    breakpoints,
    keyframes,
    // In the build the dictionary comes from a snapshot of it (see `prepareSystemStep`), so the token
    // definitions are neither shipped nor walked at start-up.
    tokens: TOKENS_RESTORED
      ? {}
      : {
          ...tokens,
          fonts: {
            heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
            body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
            mono: { value: "ui-monospace, SFMono-Regular, Menlo, monospace" },
          },
        },
    semanticTokens: TOKENS_RESTORED ? {} : lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: delayedSkeletonRecipe,
      // Button's `loading` state renders a Spinner.
      spinner: spinnerRecipe,
    },
    // Filled in by ./extra-recipes (same object: the system reads recipes by key at render time).
    slotRecipes: {},
  },
});

let created: SystemContext | undefined;
let preparedConfig: object | undefined;
/** A preparation under way, one step at a time (`prepareSystemStep`). */
let pending: { merged: { utilities?: object }; restore: TokenRestore } | undefined;
/**
 * Tokens restored per step: the ~550 of the snapshot in three short steps instead of one long
 * task with the merge.
 */
const TOKENS_PER_STEP = 200;

/**
 * In the built SPA, one step of the first half of creating the system: merging the configs, then
 * Chakra's token dictionary restored from the snapshot the build took of it (./token-snapshot.ts)
 * instead of built (most of the start-up's longest task), a slice of
 * tokens per step, then its style-prop utility. Returns true while there is more to do. The entry (`main.tsx`) runs each step in
 * a task of its own, then `getSystem`, and `createSystem` takes what was prepared
 * (web/build/chakra-split-system.ts). Elsewhere (the dev server, Node) this does nothing and
 * `getSystem` builds everything, as Chakra does.
 */
export function prepareSystemStep(): boolean {
  if (!TOKENS_RESTORED || created || preparedConfig) return false;
  if (!pending) {
    const createTokenDictionary = tokenFactory();
    // Without its tokens the config would give a system with no theme: fail loudly instead.
    if (!createTokenDictionary || !TOKEN_SNAPSHOT) throw new Error("Chakra: falta la instantánea de los tokens");
    pending = {
      merged: mergeConfigs(defaultBaseConfig, config),
      restore: new TokenRestore(createTokenDictionary, TOKEN_SNAPSHOT),
    };
    return true;
  }
  if (!pending.restore.done) {
    pending.restore.restore(TOKENS_PER_STEP);
    return true;
  }
  // Last, Chakra's style-prop utility from the merged config and the dictionary (its biggest part).
  const tokens = pending.restore.finish();
  const createUtility = utilityFactory();
  const utility = createUtility?.({ config: pending.merged.utilities ?? {}, tokens });
  offerPrepared({ config: pending.merged, tokens, utility });
  preparedConfig = pending.merged;
  pending = undefined;
  return false;
}

/** What is left of the first half of creating the system, at once (see `prepareSystemStep`). */
export function prepareSystem(): void {
  while (prepareSystemStep()) {
    // the next step
  }
}

/**
 * The store's Chakra system, created on first use rather than when this module loads. Creating it
 * (mostly Chakra's token dictionary) was about a third of the SPA's start-up script work; the
 * entry (`main.tsx`) runs `prepareSystemStep`'s steps and then this, each in a task of its own,
 * between evaluating the bundle and the first render, so the phone's main thread is free in between
 * (docs/performance.md, "Start-up in short tasks"). Every caller gets the same system.
 */
export function getSystem(): SystemContext {
  if (created) return created;
  prepareSystem();
  return (created = preparedConfig ? createSystem(preparedConfig) : createSystem(defaultBaseConfig, config));
}
