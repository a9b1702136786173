/**
 * The email format rule without zod, so the SPA's newsletter form checks what the API checks
 * without bundling a schema (rules/email.ts builds the schema from these).
 */

/** Longest address SMTP carries (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * local@label.label…tld: no spaces, one '@', dot-separated non-empty labels, a last label of at
 * least two characters. Linear: the labels exclude the dot that separates them, so each character
 * can belong to one part only (the old `[^\s@]+\.[^\s@]{2,}` let a long domain be split at every
 * dot, quadratic on a 200 KB value). Check the length first anyway. eslint-plugin-regexp checks
 * every pattern of the repo in `npm run lint`.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
