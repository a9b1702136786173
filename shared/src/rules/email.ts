import { z } from "../zod-es";

/** Emails are compared trimmed and in lower case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A pragmatic email format check with the caller's Spanish message; output is normalised. */
export const EmailSchema = (mensaje: string) =>
  z
    .string()
    .trim()
    .max(254, mensaje)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, mensaje)
    .transform(normalizeEmail);
