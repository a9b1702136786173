// Only the four lists read here, not the packages' `dictionary` objects, which also hold lists
// never checked (Wikipedia's words, diceware): a bundle keeps whatever such an object holds.
import passwordsCommon from "@zxcvbn-ts/language-common/dist/passwords.json.mjs";
import commonWordsEs from "@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs";
import firstnamesEs from "@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs";
import lastnamesEs from "@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs";
import { isCommonPassword as check } from "@tienda/shared/rules/password";

/**
 * Common-password refusal with the zxcvbn-ts dictionaries: ~49k leaked passwords (common) and
 * Spanish words, first names and last names (es-es). Built once per container, on first use.
 * Only sets are built from the lists, so their order does not matter: the functions' bundles hold
 * them sorted and compressed (infra/lib/function-bundle.ts, compactWordLists).
 */
let lists: { passwords: ReadonlySet<string>; words: ReadonlySet<string> } | undefined;

function load() {
  lists ??= {
    passwords: new Set(passwordsCommon),
    words: new Set([...commonWordsEs, ...firstnamesEs, ...lastnamesEs]),
  };
  return lists;
}

export function isCommonPassword(password: string): boolean {
  return check(password, load());
}
