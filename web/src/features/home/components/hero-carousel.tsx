import { memo, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useContent, type HeroSlide } from "@/features/content";
import { ErrorState } from "@/components/ui/states";
import { SparkleIcon } from "@/components/ui/shell-icons";
import { resolveImage } from "@/lib/image";
import states from "@/components/ui/states.module.css";
import css from "./hero.module.css";

/** Hero timings (spec §4): 8 s advance, 500 ms fade, decorative icon every 3 s. */
export const HERO_ADVANCE_MS = 8000;
export const HERO_FADE_MS = 500;
export const HERO_ICON_MS = 3000;

const DEFAULT_STATS = [
  { numero: "500+", etiqueta: "Productos" },
  { numero: "50K+", etiqueta: "Clientes" },
  { numero: "99%", etiqueta: "Satisfacción" },
];
const ICON_SPOTS = [
  { top: "12%", right: "8%" },
  { top: "60%", right: "40%" },
  { top: "25%", right: "45%" },
  { top: "70%", right: "6%" },
];

const Slide = memo(function Slide({
  s,
  active,
  first,
  label,
}: {
  s: HeroSlide;
  active: boolean;
  first: boolean;
  label: string;
}) {
  const stats = s.estadisticas?.length ? s.estadisticas : DEFAULT_STATS;
  const Title = first ? "h1" : "h2";
  const cls = [css.slide, first && css.first, !active && css.inactive, s.tema === "dark" && css.dark]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cls} aria-hidden={!active} role="group" aria-roledescription="diapositiva" aria-label={label}>
      <div className={css.grid}>
        <div className={css.copy}>
          <Title className={css.title}>{s.titulo}</Title>
          <p className={css.description}>{s.descripcion}</p>
          <div>
            <RouterLink to={s.enlaceBoton || "/tienda"} className={css.cta} tabIndex={active ? 0 : -1}>
              {s.textoBoton || "Comprar Ahora"}
            </RouterLink>
          </div>
          <div className={css.stats}>
            {stats.slice(0, 3).map((st) => (
              <div key={st.etiqueta}>
                <p className={css.statValue}>{st.numero}</p>
                <p className={css.statLabel}>{st.etiqueta}</p>
              </div>
            ))}
          </div>
        </div>
        <div className={css.media}>
          <img
            className={css.image}
            src={resolveImage(s.imagen)}
            alt={s.altImagen || s.titulo}
            width={600}
            height={600}
            decoding={first ? "sync" : "async"}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            onError={(e) => (e.currentTarget.style.visibility = "hidden")}
          />
        </div>
      </div>
    </div>
  );
});

/** The decorative icon moves every 3 s: its own state, so only it re-renders (desktop only). */
function FloatingSparkle() {
  const [icon, setIcon] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setIcon((i) => (i + 1) % ICON_SPOTS.length), HERO_ICON_MS);
    return () => clearInterval(t);
  }, []);
  return (
    <div className={css.sparkle} style={ICON_SPOTS[icon]} aria-hidden="true">
      <SparkleIcon size="48px" />
    </div>
  );
}

/** The home page's first screen while the store has no hero slides (a new store). */
function StoreInPreparation() {
  return (
    <section className={css.preparing} aria-labelledby="tienda-en-preparacion">
      <h1 id="tienda-en-preparacion" className={css.title}>
        Tienda en preparación
      </h1>
      <p className={css.description}>Estamos preparando nuestro catálogo. Vuelve pronto.</p>
    </section>
  );
}

export function HeroCarousel() {
  const { data, isLoading, isError } = useContent("hero");
  const slides = data?.diapositivas ?? [];
  const [index, setIndex] = useState(0);
  // Only the first slide is rendered for the first paint; the others join once the page is idle
  // (well before the first 8 s advance), so the first screen costs a third of the work.
  const [allSlides, setAllSlides] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setAllSlides(true), 1500);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (slides.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % slides.length), HERO_ADVANCE_MS);
    return () => clearInterval(t);
  }, [slides.length, index]);

  // Close to the loaded hero height (mobile: text + 280 px image), so nothing below it jumps.
  if (isLoading) return <div className={`${states.bone} ${css.skeleton}`} />;
  if (isError) return <ErrorState title="Error al cargar" onRetry={() => window.location.reload()} />;
  // No slides is a store not set up yet, not an error (DESIGN: a missing block is absent).
  if (!slides.length) return <StoreInPreparation />;
  return (
    <section className={css.hero} aria-roledescription="carrusel" aria-label="Destacados">
      {slides.map((s, i) =>
        allSlides || i === index || i === 0 ? (
          <Slide key={s.id ?? i} s={s} active={i === index} first={i === 0} label={`${i + 1} de ${slides.length}`} />
        ) : null,
      )}
      <FloatingSparkle />
      {slides.length > 1 && (
        <div className={css.dots}>
          {slides.map((s, i) => (
            <button
              type="button"
              key={s.id ?? i}
              className={css.dot}
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <span className={i === index ? `${css.pip} ${css.current}` : css.pip} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
