import { z } from "../zod-es";

/**
 * The one password rule of the store (docs/accounts.md): at least
 * 8 characters with an upper-case letter, a lower-case letter and a digit, with the spec's
 * password-change message. Long passphrases are welcome: up to 128 characters are accepted
 * and never truncated.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "La contraseña es requerida",
  rule: "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número",
  tooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres`,
  common: "Esta contraseña es demasiado común y fácil de adivinar. Elige otra",
  confirmRequired: "Confirma tu contraseña",
  mismatch: "Las contraseñas no coinciden",
  currentRequired: "Ingresa tu contraseña actual",
  currentWrong: "La contraseña actual es incorrecta",
  sameAsCurrent: "La nueva contraseña debe ser diferente de la actual",
} as const;

/** Upper and lower case are Unicode-aware so 'Ñandú2024' counts. */
export function meetsPasswordRule(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

/** Which parts of the rule a password already meets (for the checklist under the field). */
export function passwordChecklist(password: string) {
  return {
    longitud: [...password].length >= PASSWORD_MIN_LENGTH,
    mayuscula: /\p{Lu}/u.test(password),
    minuscula: /\p{Ll}/u.test(password),
    numero: /\p{Nd}/u.test(password),
  };
}

/**
 * The length cap and the rule as patterns (Unicode-aware, counting characters as meetsPasswordRule
 * does), so the API reference states them and a client can check a password before sending it.
 */
export const PASSWORD_MAX_PATTERN = new RegExp(`^[\\s\\S]{0,${PASSWORD_MAX_LENGTH}}$`, "u");
export const PASSWORD_RULE_PATTERN = new RegExp(
  `^(?=[\\s\\S]*\\p{Lu})(?=[\\s\\S]*\\p{Ll})(?=[\\s\\S]*\\p{Nd})[\\s\\S]{${PASSWORD_MIN_LENGTH},}$`,
  "u",
);

/** A new password: required, the rule, at most 128 characters. Not trimmed: spaces count. */
export const NewPasswordSchema = (requiredMessage: string = PASSWORD_MESSAGES.required) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .regex(PASSWORD_MAX_PATTERN, PASSWORD_MESSAGES.tooLong)
    .regex(PASSWORD_RULE_PATTERN, PASSWORD_MESSAGES.rule);

/**
 * Common-password check over word lists (e.g. the zxcvbn-ts common and es-es dictionaries):
 * the password itself, in lower case, must not be a listed password; and the password without
 * a short run of trailing digits or symbols ('Verano2024!' → 'verano') must not be a listed
 * password or word either. Pure: each side loads its own lists.
 */
export function isCommonPassword(
  password: string,
  lists: { passwords: ReadonlySet<string>; words: ReadonlySet<string> },
): boolean {
  const lower = password.toLowerCase();
  if (lists.passwords.has(lower)) return true;
  const m = /^(.*?)([\p{Nd}\p{P}\p{S}\s]{1,6})$/u.exec(lower);
  const base = m ? m[1]! : lower;
  if (base.length < 3) return false;
  return lists.passwords.has(base) || lists.words.has(base);
}
