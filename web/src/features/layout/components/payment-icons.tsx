/**
 * The footer's five payment-method icons (storefront spec: two card brands, two wallets, one
 * online payment service), drawn as small inline SVG cards (no image requests). Simplified marks,
 * not the brands' artwork; each is an image named after the method for screen readers.
 */
const W = 38;
const H = 24;

const MARKS: Record<string, React.ReactNode> = {
  visa: (
    <>
      <rect width={W} height={H} rx="4" fill="#1a1f71" />
      <path d="M8 8h3l2 7 3-7h3l-5 10h-3z" fill="#fff" />
      <rect x="21" y="8" width="3" height="10" fill="#fff" />
      <rect x="26" y="8" width="5" height="3" fill="#f7b600" />
      <rect x="26" y="12.5" width="5" height="5.5" fill="#fff" />
    </>
  ),
  mastercard: (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" stroke="#d1d5db" />
      <circle cx="15" cy="12" r="7" fill="#eb001b" />
      <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  "apple-pay": (
    <>
      <rect width={W} height={H} rx="4" fill="#000" />
      <circle cx="11" cy="13.5" r="4.5" fill="#fff" />
      <ellipse cx="12.5" cy="6.5" rx="1.2" ry="2.2" transform="rotate(35 12.5 6.5)" fill="#fff" />
      <path d="M19 8h4a3 3 0 0 1 0 6h-2v4h-2zm2 2v2h2a1 1 0 0 0 0-2z" fill="#fff" />
    </>
  ),
  "google-pay": (
    <>
      <rect width={W} height={H} rx="4" fill="#fff" stroke="#d1d5db" />
      <path d="M12 6a6 6 0 0 1 4.2 1.7l-1.6 1.6A3.8 3.8 0 0 0 12 8.2z" fill="#ea4335" />
      <path d="M12 6v2.2A3.8 3.8 0 0 0 8.2 12H6a6 6 0 0 1 6-6z" fill="#fbbc04" />
      <path d="M6 12h2.2a3.8 3.8 0 0 0 3.8 3.8V18a6 6 0 0 1-6-6z" fill="#34a853" />
      <path d="M12 18v-2.2a3.8 3.8 0 0 0 3.7-2.8H12v-2h6a6 6 0 0 1-6 7z" fill="#4285f4" />
      <path d="M22 8h4a3 3 0 0 1 0 6h-2v4h-2zm2 2v2h2a1 1 0 0 0 0-2z" fill="#3c4043" />
    </>
  ),
  paypal: (
    <>
      <rect width={W} height={H} rx="4" fill="#003087" />
      <path d="M14 5h6a4 4 0 0 1 0 8h-3l-1 6h-3z" fill="#009cde" />
      <path d="M16 7h5a4 4 0 0 1 0 8h-3l-1 4h-3z" fill="#fff" fillOpacity="0.85" />
    </>
  ),
};

/** Icon keys by the method's name too, for blocks written without `icono`. */
const BY_NAME: Record<string, string> = {
  visa: "visa",
  mastercard: "mastercard",
  "apple pay": "apple-pay",
  "google pay": "google-pay",
  paypal: "paypal",
};

export function paymentIconKey(m: { nombre: string; icono?: string }): string | null {
  const key = (m.icono ?? "").toLowerCase();
  if (key in MARKS) return key;
  return BY_NAME[m.nombre.trim().toLowerCase()] ?? null;
}

/** One method: its icon, named for assistive technology; a method without one shows its name. */
export function PaymentIcon({ nombre, icono, className }: { nombre: string; icono?: string; className?: string }) {
  const key = paymentIconKey({ nombre, icono });
  if (!key) return <span className={className}>{nombre}</span>;
  return (
    <svg role="img" aria-label={nombre} viewBox={`0 0 ${W} ${H}`} width={W} height={H} data-testid="payment-icon">
      <title>{nombre}</title>
      {MARKS[key]}
    </svg>
  );
}
