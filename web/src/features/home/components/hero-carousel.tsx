import { Box, Button, Flex, Grid, Heading, HStack, Skeleton, Stack, Text, chakra } from "@chakra-ui/react";
import { memo, useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useContent, type HeroSlide } from "@/features/content";
import { ErrorState } from "@/components/ui/states";
import { SparkleIcon } from "@/components/ui/shell-icons";
import { resolveImage } from "@/lib/image";

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
  const dark = s.tema === "dark";
  const stats = s.estadisticas?.length ? s.estadisticas : DEFAULT_STATS;
  return (
    <Box
      position={first ? "relative" : "absolute"}
      inset="0"
      opacity={active ? 1 : 0}
      transition={`opacity ${HERO_FADE_MS}ms ease`}
      aria-hidden={!active}
      pointerEvents={active ? "auto" : "none"}
      bg={dark ? "gray.900" : "#f2f0f1"}
      color={dark ? "white" : "gray.900"}
      role="group"
      aria-roledescription="diapositiva"
      aria-label={label}
    >
      <Grid
        templateColumns={{ base: "1fr", md: "1.1fr 1fr" }}
        maxW="7xl"
        mx="auto"
        alignItems="center"
        minH={{ base: "auto", md: "520px" }}
      >
        <Stack gap={{ base: "4", md: "6" }} px={{ base: "4", md: "8" }} py={{ base: "8", md: "12" }}>
          <Heading
            as={first ? "h1" : "h2"}
            fontSize={{ base: "3xl", md: "5xl" }}
            lineHeight="1.05"
            fontWeight="900"
            textTransform="uppercase"
          >
            {s.titulo}
          </Heading>
          <Text fontSize={{ base: "sm", md: "md" }} color={dark ? "gray.200" : "gray.700"} maxW="lg">
            {s.descripcion}
          </Text>
          <Box>
            <Button
              asChild
              size="lg"
              borderRadius="full"
              px="12"
              colorPalette={dark ? "gray" : undefined}
              variant={dark ? "surface" : "solid"}
              tabIndex={active ? 0 : -1}
            >
              <RouterLink to={s.enlaceBoton || "/tienda"}>{s.textoBoton || "Comprar Ahora"}</RouterLink>
            </Button>
          </Box>
          <HStack gap={{ base: "4", md: "8" }} wrap="wrap" pt="2">
            {stats.slice(0, 3).map((st) => (
              <Box key={st.etiqueta}>
                <Text fontSize={{ base: "2xl", md: "4xl" }} fontWeight="bold">
                  {st.numero}
                </Text>
                <Text fontSize="sm" color={dark ? "gray.300" : "gray.700"}>
                  {st.etiqueta}
                </Text>
              </Box>
            ))}
          </HStack>
        </Stack>
        <Box h={{ base: "280px", md: "520px" }} position="relative" overflow="hidden">
          <chakra.img
            src={resolveImage(s.imagen)}
            alt={s.altImagen || s.titulo}
            htmlWidth={600}
            htmlHeight={600}
            decoding={first ? "sync" : "async"}
            w="100%"
            h="100%"
            objectFit="cover"
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            onError={(e: React.SyntheticEvent<HTMLImageElement>) => (e.currentTarget.style.visibility = "hidden")}
          />
        </Box>
      </Grid>
    </Box>
  );
});

/** The decorative icon moves every 3 s: its own state, so only it re-renders (desktop only). */
function FloatingSparkle() {
  const [icon, setIcon] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setIcon((i) => (i + 1) % ICON_SPOTS.length), HERO_ICON_MS);
    return () => clearInterval(t);
  }, []);
  const spot = ICON_SPOTS[icon]!;
  return (
    <Box
      position="absolute"
      {...spot}
      color="orange.300"
      transition="top 0.8s ease, right 0.8s ease"
      pointerEvents="none"
      aria-hidden="true"
      display={{ base: "none", md: "block" }}
    >
      <SparkleIcon size="48px" />
    </Box>
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
  if (isLoading) return <Skeleton h={{ base: "660px", md: "520px" }} />;
  if (isError || !slides.length) {
    return <ErrorState title="Error al cargar" onRetry={() => window.location.reload()} />;
  }
  return (
    <Box as="section" position="relative" aria-roledescription="carrusel" aria-label="Destacados" overflow="hidden">
      {slides.map((s, i) =>
        allSlides || i === index || i === 0 ? (
          <Slide key={s.id ?? i} s={s} active={i === index} first={i === 0} label={`${i + 1} de ${slides.length}`} />
        ) : null,
      )}
      <FloatingSparkle />
      {slides.length > 1 && (
        <Flex position="absolute" bottom="3" left="0" right="0" justify="center" gap="1">
          {slides.map((s, i) => (
            <chakra.button
              key={s.id ?? i}
              // 24 px touch target around the visible dot (accessibility: target size).
              minW="6"
              h="6"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <chakra.span
                display="block"
                w={i === index ? "8" : "3"}
                h="3"
                borderRadius="full"
                bg={i === index ? "gray.900" : "gray.500"}
                borderWidth="1px"
                borderColor="white"
                transition="width 0.3s"
              />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Box>
  );
}
