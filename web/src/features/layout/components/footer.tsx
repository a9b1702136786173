import { Link as RouterLink } from "react-router-dom";
import { useContent, type FooterBlock, type FooterLink } from "@/features/content";
import { SOCIAL_ICONS } from "@/components/ui/icons";
import { PaymentIcon } from "./payment-icons";
import { FooterContact } from "./footer-contact";
import css from "./footer.module.css";

/** Five payment-method icons: two card brands, two wallets, one online payment service (spec). */
const DEFAULT_PAYMENTS = [
  { nombre: "Visa", icono: "visa" },
  { nombre: "Mastercard", icono: "mastercard" },
  { nombre: "Apple Pay", icono: "apple-pay" },
  { nombre: "Google Pay", icono: "google-pay" },
  { nombre: "PayPal", icono: "paypal" },
];

function linkText(l: FooterLink): string {
  return l.nombre || l.enlace;
}

function SmartLink({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) {
  return /^https?:/.test(to) ? (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  ) : (
    <RouterLink to={to} className={className}>
      {children}
    </RouterLink>
  );
}

/*
 * Plain elements with a CSS module rather than Chakra components: the footer is on every page
 * and was about half of each page's Chakra-styled elements, all resolved at start-up on the phone.
 */
export function Footer() {
  const { data, isLoading, isError } = useContent("footer");

  if (isLoading) {
    return <footer className={css.loading}>Cargando footer...</footer>;
  }
  const f: Partial<FooterBlock> = isError || !data ? {} : data;
  const logo = f.logo || "TIENDA";
  const payments = f.metodosPago?.length ? f.metodosPago : DEFAULT_PAYMENTS;

  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <div className={css.brand}>
          <p className={css.logo}>{logo}</p>
          <p className={css.description}>
            {f.descripcion ?? "Tenemos ropa que se adapta a tu estilo y de la que te sentirás orgulloso de llevar."}
          </p>
          <FooterContact />
          <div className={css.socials}>
            {(f.redesSociales ?? []).map((r) => {
              const Icon = SOCIAL_ICONS[(r.icono ?? r.nombre).toLowerCase()] ?? SOCIAL_ICONS.facebook!;
              return (
                <a
                  key={r.nombre}
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={r.nombre}
                  className={css.social}
                >
                  <Icon size="16px" />
                </a>
              );
            })}
          </div>
        </div>
        {(f.columnas ?? []).map((c) => (
          <nav key={c.titulo} aria-label={c.titulo}>
            <h2 className={css.columnTitle}>{c.titulo}</h2>
            <ul className={css.links}>
              {(c.links ?? []).map((l) => (
                <li key={l.enlace + linkText(l)}>
                  <SmartLink to={l.enlace} className={css.link}>
                    {linkText(l)}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={css.bottom}>
        <p className={css.copyright}>
          {f.derechosAutor ?? `Tienda © 2000-${new Date().getFullYear()}, Todos los derechos reservados`}
        </p>
        <ul className={css.payments} aria-label="Métodos de pago">
          {payments.slice(0, 5).map((p) => (
            <li key={p.nombre} className={css.paymentIcon}>
              <PaymentIcon nombre={p.nombre} icono={p.icono} className={css.payment} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
