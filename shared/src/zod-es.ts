import { z } from "zod";
import { es } from "zod/locales";

/**
 * Every zod message not written by hand is Spanish. The shared schemas take `z` from here, never
 * from "zod" (eslint enforces it), so whoever loads a schema has loaded the locale: the SPA's forms
 * bring it with their schemas instead of every page's entry carrying it, and the API
 * (functions/src/lib/http.ts) imports it where it starts. An unknown field names the field
 * ('Campo no permitido: rol'); everything else uses zod's own Spanish locale.
 */
export { z };

z.config(es());
z.config({
  customError: (issue) =>
    issue.code === "unrecognized_keys"
      ? `${issue.keys.length > 1 ? "Campos no permitidos" : "Campo no permitido"}: ${fieldList(issue.keys)}`
      : undefined,
});

/** At most this many unknown fields are named in a message, each cut to FIELD_LABEL_MAX characters. */
export const MAX_NAMED_FIELDS = 5;
export const FIELD_LABEL_MAX = 40;

/**
 * A field name as an error message may show it: control and text-direction characters replaced,
 * cut to FIELD_LABEL_MAX characters, so a request's keys are never echoed back at length.
 */
export function fieldLabel(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "?");
  if (clean === "") return '""';
  return clean.length > FIELD_LABEL_MAX ? `${clean.slice(0, FIELD_LABEL_MAX)}…` : clean;
}

function fieldList(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMED_FIELDS).map(fieldLabel).join(", ");
  return names.length > MAX_NAMED_FIELDS ? `${shown} y ${names.length - MAX_NAMED_FIELDS} más` : shown;
}

export const ZOD_LOCALE = "es";
