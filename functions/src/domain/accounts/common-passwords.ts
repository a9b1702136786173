import { dictionary as common } from "@zxcvbn-ts/language-common";
import { dictionary as es } from "@zxcvbn-ts/language-es-es";
import { isCommonPassword as check } from "@tienda/shared/rules/password";

/**
 * Common-password refusal with the zxcvbn-ts dictionaries: ~49k leaked passwords (common) and
 * Spanish words, first names and last names (es-es). Built once per container, on first use.
 */
let lists: { passwords: ReadonlySet<string>; words: ReadonlySet<string> } | undefined;

function load() {
  lists ??= {
    passwords: new Set(common["passwords-common"]),
    words: new Set([...es["commonWords-es-es"], ...es["firstnames-es-es"], ...es["lastnames-es-es"]]),
  };
  return lists;
}

export function isCommonPassword(password: string): boolean {
  return check(password, load());
}
