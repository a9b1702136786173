/**
 * Pure display rule shared by the order page and the checkout (no `@/` imports: unit tests load
 * this file).
 */

/** The discount line's label from the server's `descuento_detalle`. */
export function discountLabel(
  detalle: { tipo: "promocion" | "primera_compra"; codigo?: string; porcentaje: number } | null | undefined,
): string {
  if (!detalle) return "Descuento";
  if (detalle.tipo === "primera_compra") return `Descuento primera compra (-${detalle.porcentaje}%)`;
  return `Descuento${detalle.codigo ? ` (${detalle.codigo} -${detalle.porcentaje}%)` : ` (-${detalle.porcentaje}%)`}`;
}
