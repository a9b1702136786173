import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { formatDateTime, formatNumber, formatPrice, plural } from "@/lib/format";

/** How the list states a code: what a shopper typing it now gets, and its rules in words. */
export interface PromoSummary {
  estado: { texto: string; color: "green" | "gray" | "orange" | "red" };
  vigencia: string;
  usos: string;
  reglas: string;
}

/** The state a shopper meets now, in the order the store checks it (off, dates, uses). */
function estadoOf(p: PromocionAdmin, now: Date): PromoSummary["estado"] {
  if (!p.activo) return { texto: "Inactivo", color: "gray" };
  if (p.desde && now.getTime() < Date.parse(p.desde)) return { texto: "Programado", color: "orange" };
  if (p.hasta && now.getTime() >= Date.parse(p.hasta)) return { texto: "Vencido", color: "red" };
  if (p.usos_maximos !== null && p.usos >= p.usos_maximos) return { texto: "Agotado", color: "red" };
  return { texto: "Activo", color: "green" };
}

export function promoSummary(p: PromocionAdmin, now: Date): PromoSummary {
  const vigencia =
    p.desde && p.hasta
      ? `Del ${formatDateTime(p.desde)} al ${formatDateTime(p.hasta)}`
      : p.desde
        ? `Desde el ${formatDateTime(p.desde)}`
        : p.hasta
          ? `Hasta el ${formatDateTime(p.hasta)}`
          : "Sin fechas";
  const usos =
    p.usos_maximos === null
      ? plural(p.usos, "uso", "usos")
      : `${formatNumber(p.usos)} de ${plural(p.usos_maximos, "uso", "usos")}`;
  const reglas = [
    p.una_vez_por_cliente ? "Una vez por cliente" : null,
    p.subtotal_minimo !== null ? `Subtotal mínimo ${formatPrice(p.subtotal_minimo)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return { estado: estadoOf(p, now), vigencia, usos, reglas };
}
