import { z } from "../zod-es";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email-pattern";

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN };

/** Emails are compared trimmed and in lower case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What the API reference states of every email field (the JSON Schema `format` and the same
 * pattern the check runs), so a client can build an address the store takes. A schema that pipes
 * into EmailSchema adds it to its own first stage too: a request's JSON Schema shows that stage.
 */
export const EMAIL_FORMAT = { format: "email", pattern: EMAIL_PATTERN.source } as const;

/**
 * A pragmatic email format check with the caller's Spanish message; output is normalised.
 * The length is checked first and the pattern only runs on a value that passed it: zod's pipe
 * stops at the first failed stage, whereas a `.regex()` next to `.max()` runs on any length.
 */
export const EmailSchema = (mensaje: string) =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, mensaje)
    .pipe(z.string().regex(EMAIL_PATTERN, mensaje))
    .transform(normalizeEmail)
    .meta(EMAIL_FORMAT);
