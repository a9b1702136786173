import { Box, Flex, HStack, Heading, IconButton, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Testimonio } from "@tienda/shared/schemas/catalogue";
import { RatingStars } from "@/components/ui/rating-stars";
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { useWindowWidth } from "@/lib/hooks";
import { formatDate, plural } from "@/lib/format";
import css from "./testimonial-card.module.css";

/** Prev/next are locked for 500 ms during a transition (spec §4). */
const LOCK_MS = 500;

/** Cards per view: <640 one, <1024 two, <1280 three, otherwise four (home) — capped by `maxPerView`. */
export function cardsPerView(width: number, maxPerView: number): number {
  const n = width < 640 ? 1 : width < 1024 ? 2 : width < 1280 ? 3 : 4;
  return Math.min(n, maxPerView);
}

export function TestimonialsCarousel({
  testimonios,
  intervalMs,
  maxPerView = 4,
  title = "NUESTROS CLIENTES FELICES",
}: {
  testimonios: Testimonio[];
  intervalMs: number;
  maxPerView?: number;
  title?: string;
}) {
  const width = useWindowWidth();
  const perView = cardsPerView(width, maxPerView);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const locked = useRef(false);
  const count = testimonios.length;
  const maxIndex = Math.max(0, count - perView);

  // Resets to the first card on resize.
  useEffect(() => setIndex(0), [perView]);

  const go = useCallback(
    (dir: 1 | -1) => {
      if (locked.current || maxIndex === 0) return;
      locked.current = true;
      setTimeout(() => (locked.current = false), LOCK_MS);
      setIndex((i) => (dir === 1 ? (i >= maxIndex ? 0 : i + 1) : i <= 0 ? maxIndex : i - 1));
    },
    [maxIndex],
  );

  useEffect(() => {
    if (paused || maxIndex === 0) return;
    const t = setInterval(() => go(1), intervalMs);
    return () => clearInterval(t);
  }, [paused, go, intervalMs, maxIndex]);

  return (
    <Box
      as="section"
      aria-roledescription="carrusel"
      aria-label="Testimonios"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <Flex justify="space-between" align="flex-end" mb="6" gap="4" wrap="wrap">
        <Box>
          <Heading as="h2" size={{ base: "2xl", md: "4xl" }} fontWeight="900">
            {title}
          </Heading>
          <Text color="gray.700" mt="1">
            {plural(count, "opinión", "opiniones")} · <strong>5.0 Promedio</strong>
          </Text>
        </Box>
        <HStack>
          <IconButton
            variant="outline"
            aria-label="Testimonio anterior"
            onClick={() => go(-1)}
            disabled={maxIndex === 0}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            variant="outline"
            aria-label="Testimonio siguiente"
            onClick={() => go(1)}
            disabled={maxIndex === 0}
          >
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Flex>
      <Box overflow="hidden">
        <Flex
          as="ul"
          listStyleType="none"
          transition={`transform ${LOCK_MS}ms ease`}
          transform={`translateX(-${(index * 100) / perView}%)`}
          aria-live={paused ? "polite" : "off"}
        >
          {testimonios.map((t, i) => (
            <li
              key={t.id}
              className={css.item}
              style={{ flex: `0 0 ${100 / perView}%` }}
              aria-hidden={i < index || i >= index + perView}
              data-testid="testimonial-card"
            >
              <div className={css.card}>
                <RatingStars rating={t.calificacion} size="16px" showValue={false} />
                <div className={css.who}>
                  <span className={css.name}>{t.nombre}</span>
                  {t.verificado && (
                    <span className={css.verified} title="Compra verificada" aria-label="Compra verificada" role="img">
                      <CheckIcon size="12px" />
                    </span>
                  )}
                </div>
                <p className={css.text}>“{t.texto}”</p>
                <p className={css.meta}>
                  {[t.ubicacion, t.producto, t.fechaCompra ? formatDate(t.fechaCompra) : ""]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
            </li>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
