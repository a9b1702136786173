import { endpoint } from "../../lib/http";
import { conflict } from "../../domain/errors";
import { updateRateFromSource } from "../../domain/settings/bcv-rate-update";

/** Fetches the BCV rate now: 200 with the rate applied (or already current), 409 with the reason refused. */
export const handler = endpoint("POST /api/admin/tasa-bcv/actualizar", async () => {
  const r = await updateRateFromSource(new Date());
  if (r.ok) return { body: { tasa: r.tasa, aplicada: true, mensaje: "Tasa BCV actualizada" } };
  if (r.unchanged) return { body: { tasa: r.tasa, aplicada: false, mensaje: r.motivo } };
  throw conflict(r.motivo);
});
