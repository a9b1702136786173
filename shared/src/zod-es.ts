import { z } from "zod";
import { es } from "zod/locales";

/**
 * Every zod message not written by hand is Spanish: the API (functions/src/lib/http.ts) and the
 * SPA (web/src/main.tsx) import this module once where they start. An unknown field names the
 * field ('Campo no permitido: rol'); everything else uses zod's own Spanish locale.
 */
z.config(es());
z.config({
  customError: (issue) =>
    issue.code === "unrecognized_keys"
      ? `${issue.keys.length > 1 ? "Campos no permitidos" : "Campo no permitido"}: ${issue.keys.join(", ")}`
      : undefined,
});

export const ZOD_LOCALE = "es";
