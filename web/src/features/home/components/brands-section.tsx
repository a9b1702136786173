import { Box, Heading, Link, SimpleGrid, Skeleton, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useContent } from "@/features/content";
import { paths } from "@/config/paths";
import { resolveImage } from "@/lib/image";

/** The grid pads with fallback names up to 6 slots (spec, home brands). */
const FALLBACK_BRANDS = ["VERSACE", "ZARA", "GUCCI", "PRADA", "CALVIN KLEIN", "LEVI'S"];
const SLOTS = 6;

function BrandTile({ nombre, logotipo, enlace }: { nombre: string; logotipo?: string; enlace: string }) {
  const [failed, setFailed] = useState(!logotipo);
  return (
    <Link asChild display="flex" alignItems="center" justifyContent="center" h="20" px="4" borderRadius="md" _hover={{ bg: "whiteAlpha.200" }} aria-label={nombre}>
      <RouterLink to={enlace}>
        {failed ? (
          <Text fontWeight="900" fontSize={{ base: "lg", md: "2xl" }} letterSpacing="wide" color="white" textAlign="center">
            {nombre.toUpperCase()}
          </Text>
        ) : (
          <chakra.img src={resolveImage(logotipo)} alt={nombre} htmlWidth={128} htmlHeight={48} maxH="12" maxW="full" h="auto" objectFit="contain" loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
      </RouterLink>
    </Link>
  );
}

export function BrandsSection() {
  const { data, isLoading, isError } = useContent("marcas");
  if (isLoading) return <Skeleton h="40" />;
  if (isError || !data) {
    return (
      <Box bg="black" color="white" py="8" textAlign="center" role="alert">
        No se pudieron cargar las marcas
      </Box>
    );
  }
  const marcas = data.marcas ?? [];
  const tiles = [
    ...marcas.slice(0, SLOTS).map((m) => ({ key: m.id, nombre: m.nombre, logotipo: m.logotipo, enlace: m.enlace || paths.brand(m.id) })),
    ...FALLBACK_BRANDS.filter((n) => !marcas.some((m) => m.nombre.toUpperCase() === n))
      .slice(0, Math.max(0, SLOTS - marcas.length))
      .map((n) => ({ key: n, nombre: n, logotipo: undefined, enlace: paths.shop })),
  ];
  return (
    <Box as="section" bg="black" color="white" py={{ base: "8", md: "10" }} aria-labelledby="brands-title">
      <Box maxW="7xl" mx="auto" px={{ base: "4", md: "6" }}>
        <Heading id="brands-title" as="h2" size="lg" textAlign="center">
          {data.titulo}
        </Heading>
        {data.subtitulo && (
          <Text textAlign="center" color="gray.300" mb="4">
            {data.subtitulo}
          </Text>
        )}
        <SimpleGrid columns={{ base: 3, md: 6 }} gap="2">
          {tiles.map((t) => (
            <BrandTile key={t.key} nombre={t.nombre} logotipo={t.logotipo} enlace={t.enlace} />
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
