/**
 * The web app's layers, as lint rules (docs/architecture.md, "The web app's layers"):
 *
 *   app/ → features/ (a DAG, through front doors) → components/ lib/ config/ theme/
 *
 * - Code outside a feature imports it only through its front doors: `@/features/<name>` (index.ts,
 *   what others may use) or `@/features/<name>/lazy` (lazy.ts: `() => import()` loaders of its
 *   lazily loaded modules, nothing static, so referencing a lazy route costs nothing up front), or
 *   `@/features/<name>/early` (early.ts: plain functions the entry uses before the feature's code
 *   has loaded, app/landing-requests.ts).
 *   Both alias and relative paths are checked, after resolution.
 * - Features form layers (FEATURE_LAYERS): a feature imports only features of a lower layer, so
 *   the feature graph has no cycle. A feature missing from the list is on top: nothing may import it.
 * - components/, lib/, config/ and theme/ never import features or app/; features never import app/.
 * - No import cycle between modules (import-x/no-cycle).
 *
 * A function of the repository root so the lint test (tests/unit/lint/feature-boundaries.test.ts)
 * can run the same rules on a fixture tree.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Lowest first. A feature may import features of earlier rows only. */
export const FEATURE_LAYERS = [
  ["session", "content", "products", "testimonials"],
  ["cart", "reviews", "pages"],
  ["favorites"],
  ["account"],
  ["orders"],
  ["catalogue", "checkout"],
  ["home", "layout", "offers", "new-arrivals", "product", "admin"],
];

const LOWER = ["components", "lib", "config", "theme"];

export function webBoundaries({ root, layers = FEATURE_LAYERS }) {
  const src = "web/src";
  const featuresDir = path.join(root, src, "features");
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const rank = (f) => {
    const i = layers.findIndex((row) => row.includes(f));
    return i < 0 ? Infinity : i;
  };

  const frontDoors = features.map((f) => ({
    target: [`${src}/features/!(${f})/**/*`, `${src}/app/**/*`, `${src}/*.{ts,tsx}`],
    from: `${src}/features/${f}`,
    except: ["./index.ts", "./lazy.ts", "./early.ts"],
    message: `Use the ${f} feature's front door: "@/features/${f}" (or "@/features/${f}/lazy" for import()).`,
  }));
  const featureLayers = features.flatMap((f) => {
    const above = features.filter((g) => g !== f && rank(g) >= rank(f));
    return above.length
      ? [
          {
            target: `${src}/features/${f}/**/*`,
            from: above.map((g) => `${src}/features/${g}`),
            message: `Features form layers (FEATURE_LAYERS in eslint.web-boundaries.js): ${f} may import only features of a lower layer.`,
          },
        ]
      : [];
  });
  const lowerLayers = [
    {
      target: LOWER.map((d) => `${src}/${d}/**/*`),
      from: [`${src}/features`, `${src}/app`],
      message: "components/, lib/, config/ and theme/ are below the features: they never import a feature or app/.",
    },
    {
      target: `${src}/features/**/*`,
      from: `${src}/app`,
      message: "Features never import app/ (app/ sits above them).",
    },
  ];

  return [
    {
      files: [`${src}/**/*.{ts,tsx}`],
      plugins: { "import-x": importX },
      settings: {
        // Parse dependencies as TypeScript (no-cycle reads the files an import leads to).
        "import-x/extensions": [".ts", ".tsx", ".js", ".jsx"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
        "import-x/resolver-next": [
          createTypeScriptImportResolver({ project: path.join(root, "web/tsconfig.json") }),
          importX.createNodeResolver(),
        ],
      },
      rules: {
        "import-x/no-restricted-paths": [
          "error",
          { basePath: root, zones: [...frontDoors, ...featureLayers, ...lowerLayers] },
        ],
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
    ...features.map((f) => ({
      // Inside a feature its own files are reached with relative paths; its front door is for others.
      files: [`${src}/features/${f}/**/*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: `^@/features/${f}(/|$)`,
                message: `Inside the ${f} feature, import its files with relative paths.`,
              },
            ],
          },
        ],
      },
    })),
    {
      // A lazy front door holds loaders only: a static import here would reach the first download.
      files: [`${src}/features/*/lazy.ts`],
      rules: {
        "no-restricted-syntax": [
          "error",
          {
            selector: "ImportDeclaration, ExportNamedDeclaration[source], ExportAllDeclaration",
            message: 'lazy.ts holds only `() => import("./…")` loaders, no static imports or re-exports.',
          },
        ],
      },
    },
  ];
}
