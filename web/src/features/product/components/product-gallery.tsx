import { Box, Flex, Stack, chakra } from "@chakra-ui/react";
import { ProductImage } from "@/components/ui/product-image";
import { resolveImage } from "@/lib/image";

export function ProductGallery({ images, name, index, onIndex }: { images: string[]; name: string; index: number; onIndex: (i: number) => void }) {
  const current = images[index] ?? images[0];
  return (
    <Flex gap="3" direction={{ base: "column-reverse", md: "row" }}>
      {images.length > 1 && (
        <Stack direction={{ base: "row", md: "column" }} gap="2" role="tablist" aria-label="Imágenes del producto" overflowX="auto">
          {images.map((src, i) => (
            <chakra.button
              key={src + i}
              role="tab"
              aria-selected={i === index}
              aria-label={`Imagen ${i + 1} de ${images.length}`}
              onClick={() => onIndex(i)}
              borderWidth="2px"
              borderColor={i === index ? "gray.900" : "transparent"}
              borderRadius="md"
              overflow="hidden"
              flexShrink={0}
              w={{ base: "64px", md: "88px" }}
              h={{ base: "76px", md: "104px" }}
              bg="gray.100"
            >
              <chakra.img src={resolveImage(src)} alt="" w="100%" h="100%" objectFit="cover" loading="lazy" />
            </chakra.button>
          ))}
        </Stack>
      )}
      <Box flex="1">
        <ProductImage key={current} src={current} alt={name} eager h={{ base: "380px", md: "560px" }} borderRadius="xl" />
      </Box>
    </Flex>
  );
}
