import { Box, Grid, HStack, Image, Stack, Text } from "@chakra-ui/react";
import type { Diapositiva } from "@tienda/shared/schemas/content";

/**
 * A slide roughly as the home's carousel draws it (its colours, copy, button and statistics), so
 * the admin sees the texts and the theme before publishing. A fresh upload shows once published.
 */
export function SlidePreview({ slide }: { slide: Partial<Diapositiva> }) {
  const dark = slide.tema === "dark";
  const img = slide.imagen?.startsWith("/img/") ? slide.imagen : null;
  return (
    <Grid
      aria-label="Vista previa de la diapositiva"
      templateColumns={{ base: "1fr", md: "3fr 2fr" }}
      bg={dark ? "gray.900" : "#f2f0f1"}
      color={dark ? "white" : "gray.900"}
      borderRadius="md"
      overflow="hidden"
      alignItems="center"
    >
      <Stack gap="3" p="5">
        <Text fontWeight="900" fontSize="2xl" lineHeight="1.05">
          {slide.titulo || "Título de la diapositiva"}
        </Text>
        <Text fontSize="sm" opacity={0.8}>
          {slide.descripcion}
        </Text>
        <Box
          alignSelf="flex-start"
          bg={dark ? "white" : "black"}
          color={dark ? "black" : "white"}
          borderRadius="full"
          px="6"
          py="2"
          fontSize="sm"
        >
          {slide.textoBoton || "Comprar Ahora"}
        </Box>
        <HStack gap="6">
          {(slide.estadisticas ?? []).map((s, i) => (
            <Box key={i}>
              <Text fontWeight="bold" fontSize="lg">
                {s?.numero}
              </Text>
              <Text fontSize="xs" opacity={0.7}>
                {s?.etiqueta}
              </Text>
            </Box>
          ))}
        </HStack>
      </Stack>
      {img && <Image src={img} alt={slide.altImagen ?? ""} maxH="48" objectFit="contain" justifySelf="center" />}
    </Grid>
  );
}
