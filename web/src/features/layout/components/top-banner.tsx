import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { truncateBannerLink, truncateBannerText } from "@tienda/shared/rules/truncate";
import { useContent } from "@/features/content";
import { useSession } from "@/features/session";
import { useIsMobile } from "@/lib/hooks";
import { readJson, writeJson } from "@/lib/storage";
import { CloseIcon } from "@/components/ui/shell-icons";
import { paths } from "@/config/paths";
import btn from "@/components/ui/button.module.css";
import css from "./top-banner.module.css";

export const DISMISS_KEY = "banner-dismissed";
/** Banner exit animation (spec §9); the same 300 ms as the transition in top-banner.module.css. */
const EXIT_MS = 300;

// Only the look has defaults: the words are the owner's (no discount of the code's is promised).
const DEFAULTS = {
  texto: "",
  textoEnlace: "Regístrate",
  enlace: paths.register,
  colorDeFondo: "#000000",
  colorDeTexto: "#ffffff",
  cerrable: true,
};

/**
 * Guests-only top banner: shown once loaded unless dismissed for the session; closing animates
 * 300 ms and is remembered in sessionStorage; it hides on load error (storefront spec §4).
 */
export default function TopBanner() {
  const { isAuthenticated, isLoading } = useSession();
  const { data, isError, isLoading: loading } = useContent("banner");
  const isMobile = useIsMobile();
  const [dismissed, setDismissed] = useState(() => readJson<boolean>(DISMISS_KEY, false, "sessionStorage"));
  const [closing, setClosing] = useState(false);

  // Signed in, the banner never shows: hold no space for it while its text loads, or the page
  // (an admin's list with a menu open on it) moves up its height when the text arrives.
  if (dismissed || isAuthenticated) return null;
  if (isLoading || loading) return <TopBannerPlaceholder />;
  if (isError || !data?.texto) return null;
  const b = { ...DEFAULTS, ...data };
  const text = isMobile ? truncateBannerText(b.texto) : b.texto;
  const linkText = isMobile ? truncateBannerLink(b.textoEnlace) : b.textoEnlace;
  // Remembered at the click, not after the exit animation: a page left or reloaded within those
  // 300 ms (or at once, as reduced motion makes the exit instant) must not show it again.
  const close = () => {
    writeJson(DISMISS_KEY, true, "sessionStorage");
    setClosing(true);
    setTimeout(() => setDismissed(true), EXIT_MS);
  };
  const internal = b.enlace.startsWith("/");

  return (
    <div
      role="region"
      aria-label="Promoción"
      className={closing ? `${css.banner} ${css.closing}` : css.banner}
      style={{ background: b.colorDeFondo, color: b.colorDeTexto }}
      data-testid="top-banner"
    >
      <div className={css.bar}>
        <p title={b.texto}>
          {text}{" "}
          {internal ? (
            <RouterLink to={b.enlace} className={css.link} title={b.textoEnlace}>
              {linkText}
            </RouterLink>
          ) : (
            <a href={b.enlace} className={css.link} title={b.textoEnlace}>
              {linkText}
            </a>
          )}
        </p>
        {b.cerrable && (
          <button
            type="button"
            aria-label="Cerrar anuncio"
            className={`${btn.base} ${btn.xs} ${btn.icon} ${css.close}`}
            onClick={close}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}

/** The space the banner takes while its text and the session load (guests see it right away). */
export function TopBannerPlaceholder() {
  return <div className={css.placeholder} aria-hidden="true" />;
}
