import type { MetodoEnvioTienda, TipoEnvio } from "@tienda/shared/rules/delivery";

/**
 * The 'Envíos' form's drafts: a delivery method as the admin types it, to and from the settings'
 * shape (the server checks what is sent and answers each field's Spanish message).
 */

/** A method as the form edits it: money and lists as the admin types them. */
export interface Draft {
  id: string;
  nombre: string;
  tipo: TipoEnvio;
  tarifa: string;
  gratis_desde: string;
  activo: boolean;
  /** 'Estado: tarifa' rows, one a line. */
  por_estado: string;
  estados: string[];
  couriers: Array<{ nombre: string; url_seguimiento: string }>;
  direccion: string;
  horario: string;
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function toDraft(m: MetodoEnvioTienda): Draft {
  return {
    id: m.id,
    nombre: m.nombre,
    tipo: m.tipo,
    tarifa: money(m.tarifa),
    gratis_desde: money(m.gratis_desde),
    activo: m.activo,
    por_estado: Object.entries(m.tarifas_por_estado ?? {})
      .map(([e, t]) => `${e}: ${t}`)
      .join("\n"),
    estados: m.estados ?? [],
    couriers: m.couriers ?? [],
    direccion: m.direccion ?? "",
    horario: m.horario ?? "",
  };
}

/** A number typed with a comma or a dot; text that is no number goes to the server as is (it answers why). */
const num = (s: string): number | string => {
  const t = s.trim().replace(",", ".");
  return t !== "" && Number.isFinite(Number(t)) ? Number(t) : s;
};

export function fromDraft(d: Draft): Record<string, unknown> {
  const porEstado = Object.fromEntries(
    d.por_estado
      .split("\n")
      .map((l) => l.split(":"))
      .filter((p) => p.length === 2 && p[0]!.trim() !== "")
      .map(([e, t]) => [e!.trim(), num(t!)]),
  );
  return {
    id: d.id.trim(),
    nombre: d.nombre.trim(),
    tipo: d.tipo,
    tarifa: d.tipo === "retiro" || d.tipo === "cobro_destino" ? 0 : num(d.tarifa),
    gratis_desde: d.gratis_desde.trim() === "" ? null : num(d.gratis_desde),
    activo: d.activo,
    ...(Object.keys(porEstado).length > 0 ? { tarifas_por_estado: porEstado } : {}),
    ...(d.estados.length > 0 ? { estados: d.estados } : {}),
    ...(d.tipo === "oficina" || d.tipo === "cobro_destino" ? { couriers: d.couriers } : {}),
    ...(d.tipo === "retiro" ? { direccion: d.direccion, horario: d.horario } : {}),
  };
}

export const EMPTY: Draft = {
  id: "",
  nombre: "",
  tipo: "domicilio",
  tarifa: "",
  gratis_desde: "",
  activo: true,
  por_estado: "",
  estados: [],
  couriers: [],
  direccion: "",
  horario: "",
};
