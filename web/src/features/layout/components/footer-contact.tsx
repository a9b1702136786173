import { useStoreContact, whatsappLink } from "@/features/content";
import { useNearViewport } from "@/lib/hooks";
import css from "./footer.module.css";

/**
 * The store's contact lines in the footer (settings: email, phone, WhatsApp). Asked for only when
 * the footer nears the viewport, so no page's first screen waits on it; a line the store has not
 * given is not shown, and nothing at all while none exists.
 */
export function FooterContact() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { data } = useStoreContact({ enabled: near });
  const wa = data?.whatsapp ? whatsappLink(data.whatsapp) : null;
  const any = data && (data.email || data.telefono || wa);
  return (
    <div ref={ref}>
      {any && (
        <ul className={css.contact} aria-label="Contacto">
          {data.email && (
            <li>
              <a href={`mailto:${data.email}`} className={css.link}>
                {data.email}
              </a>
            </li>
          )}
          {data.telefono && (
            <li>
              <a href={`tel:${data.telefono.replace(/[^\d+]/g, "")}`} className={css.link}>
                Teléfono: {data.telefono}
              </a>
            </li>
          )}
          {wa && (
            <li>
              <a href={wa} target="_blank" rel="noopener noreferrer" className={css.link}>
                WhatsApp: {data.whatsapp}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
