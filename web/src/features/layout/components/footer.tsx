import { Link as RouterLink } from "react-router-dom";
import { useContent, useStoreName, type FooterBlock, type FooterLink } from "@/features/content";
import { SOCIAL_ICONS } from "@/components/ui/icons";
import { FooterPayments } from "./payment-icons";
import { FooterContact } from "./footer-contact";
import css from "./footer.module.css";

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
  const storeName = useStoreName();

  if (isLoading) {
    return <footer className={css.loading}>Cargando footer...</footer>;
  }
  const f: Partial<FooterBlock> = isError || !data ? {} : data;
  // Only what the owner wrote: the block's logo text, else her store's name; no text of the code's.
  const logo = f.logo || storeName || "";
  const copyright = f.derechosAutor || (storeName ? `${storeName} © ${new Date().getFullYear()}` : "");

  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <div className={css.brand}>
          {logo && <p className={css.logo}>{logo}</p>}
          {f.descripcion && <p className={css.description}>{f.descripcion}</p>}
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
        {copyright && <p className={css.copyright}>{copyright}</p>}
        <FooterPayments listClass={css.payments} itemClass={css.paymentIcon} markClass={css.payment} />
      </div>
    </footer>
  );
}
