import { z } from "../zod-es";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email-pattern";

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN };

/** Emails are compared trimmed and in lower case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

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
    .transform(normalizeEmail);
