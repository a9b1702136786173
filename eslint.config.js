import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import { webBoundaries } from "./eslint.web-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "cdk.out/**",
      "web/dist/**",
      ".data/**",
      "tests/e2e/artifacts/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // ReDoS check over every regular expression (issue 32): a pattern that can backtrack or move
    // super-linearly on a long input freezes a request (a 200 KB email once took 19 s), so it
    // fails lint, and so `npm test`. Fix the pattern (disjoint parts, bounded input), never
    // disable the rule for it.
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  // web/src: features meet only through their front doors, in layers, without import cycles.
  ...webBoundaries({ root: import.meta.dirname }),
  {
    // The SPA takes only types from the API contract and the shapes' schemas: a value import would
    // ship zod schemas in the bundle (docs/architecture.md, "The API contract").
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@tienda/shared/api-contract", "@tienda/shared/schemas/*-shapes"],
              allowTypeImports: true,
              message: "Import only types from here (`import type`): the SPA ships no API schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to format (docs/architecture.md, "Formatting"): dates, times, counts and amounts are
    // written by web/src/lib/format.ts in its one locale, so a moment reads the same on every page.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/format.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Format with web/src/lib/format.ts, the one place that uses Intl." },
      ],
      "no-restricted-properties": [
        "error",
        ...["globalThis", "window", "self"].map((object) => ({
          object,
          property: "Intl",
          message: "Format with web/src/lib/format.ts, the one place that uses Intl.",
        })),
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Format with web/src/lib/format.ts: toLocale* picks the browser's locale, not the store's.",
        })),
      ],
    },
  },
  {
    // Components small enough to read (docs/architecture.md, "Add a screen"): a .tsx of the SPA
    // stays within 300 lines, blank lines and comments counted, with no file exempt. Split a
    // longer one by what a reader looks for: its parts, its state in a hook, its rules in lib/.
    files: ["web/src/**/*.tsx"],
    rules: {
      "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Shared schemas take `z` from zod-es.ts, which sets zod's Spanish locale: whoever loads a
    // schema (a form in the SPA, a handler) gets Spanish messages without a global import.
    files: ["shared/src/**/*.ts"],
    ignores: ["shared/src/zod-es.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "Import `z` from zod-es.ts, which sets the Spanish messages.",
            },
          ],
        },
      ],
    },
  },
  {
    // The AWS SDK stays in the data layer and the S3/mail clients (functions/src/data, lib), so
    // domain rules run without AWS (docs/architecture.md, "Layers").
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/data/**", "functions/src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@aws-sdk/*"], message: "Only functions/src/data and functions/src/lib use the AWS SDK." },
          ],
        },
      ],
    },
  },
  {
    // Domain code throws errors by kind from domain/errors.ts; only endpoint() knows HTTP.
    files: ["functions/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@aws-sdk/*"], message: "Only functions/src/data and functions/src/lib use the AWS SDK." },
            {
              group: ["**/lib/errors", "**/lib/http"],
              message: "Domain code throws the errors of functions/src/domain/errors.ts; endpoint() maps them to HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    // Handlers only speak HTTP: the data layer turns the SDK's failures into domain results
    // (functions/src/data/transact.ts), so no handler touches the SDK or its error names.
    files: ["functions/src/handlers/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@aws-sdk/*"], message: "Handlers use functions/src/data, not the AWS SDK." }] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Literal[value=/^(ConditionalCheckFailedException|TransactionCanceledException|TransactionConflictException)$/]",
          message: "SDK error names belong in functions/src/data; return a domain result from there.",
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
