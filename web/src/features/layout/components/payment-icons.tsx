import type { TipoPago } from "@tienda/shared/schemas/checkout";
import { useStoreContact } from "@/features/content";
import { useNearViewport } from "@/lib/hooks";

/** How the footer names each method the store can take (a short mark, not a card brand's artwork). */
const MARK_TEXT: Record<TipoPago, string> = {
  pago_movil: "Pago Móvil",
  transferencia_bancaria: "Transferencia",
  pago_ubi: "UBI",
  zelle: "Zelle",
  binance: "Binance",
  efectivo_usd: "Efectivo USD",
};

/**
 * The footer's payment marks: the methods the store takes, as its settings' payment details say
 * (GET /api/ajustes/contacto), never a method its owner did not choose; none until she saves them.
 * Asked for only when the footer nears the viewport (the same answer as the contact lines).
 */
export function FooterPayments({
  listClass,
  itemClass,
  markClass,
}: {
  listClass?: string;
  itemClass?: string;
  markClass?: string;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { data } = useStoreContact({ enabled: near });
  const methods = data?.metodos_pago ?? [];
  return (
    <div ref={ref}>
      {methods.length > 0 && (
        <ul className={listClass} aria-label="Métodos de pago">
          {methods.map((m) => (
            <li key={m} className={itemClass}>
              <span className={markClass} data-testid="payment-mark">
                {MARK_TEXT[m]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
