import { Badge, Box, Button, HStack, chakra } from "@chakra-ui/react";
import { TrashIcon } from "@/components/ui/icons";
import { resolveImage } from "@/lib/image";
import { ArrowLeftIcon, ArrowRightIcon, StarOutlineIcon } from "../../../dashboard/components/admin-page-icons";
import { makeMain, moveImage, type WizardValues } from "../../lib/wizard";

type Images = WizardValues["imagenes"];

/** One image of the product: its preview, badges (main, uploading, failed) and the buttons that order or remove it. */
export function ImageTile({
  images,
  index,
  onChange,
}: {
  images: Images;
  index: number;
  onChange: (images: Images) => void;
}) {
  const img = images[index]!;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="white"
      data-testid="wizard-image"
      data-estado={img.estado}
    >
      <Box position="relative" bg="gray.100" style={{ aspectRatio: "4 / 5" }}>
        <chakra.img src={resolveImage(img.preview)} alt={img.nombre} w="full" h="full" objectFit="cover" />
        {index === 0 && (
          <Badge position="absolute" top="1.5" left="1.5" colorPalette="blue" variant="solid">
            Principal
          </Badge>
        )}
        {img.estado !== "lista" && (
          <Badge
            position="absolute"
            bottom="1.5"
            left="1.5"
            colorPalette={img.estado === "error" ? "red" : "gray"}
            variant="solid"
          >
            {img.estado === "error" ? "Error al subir" : "Subiendo..."}
          </Badge>
        )}
      </Box>
      <HStack gap="0.5" p="1" justify="space-between">
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Mover a la izquierda: ${img.nombre}`}
          disabled={index === 0}
          onClick={() => onChange(moveImage(images, index, -1))}
        >
          <ArrowLeftIcon />
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Hacer principal: ${img.nombre}`}
          disabled={index === 0}
          onClick={() => onChange(makeMain(images, index))}
        >
          <StarOutlineIcon />
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Mover a la derecha: ${img.nombre}`}
          disabled={index === images.length - 1}
          onClick={() => onChange(moveImage(images, index, 1))}
        >
          <ArrowRightIcon />
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Quitar: ${img.nombre}`}
          onClick={() => onChange(images.filter((x) => x.id !== img.id))}
        >
          <TrashIcon />
        </Button>
      </HStack>
    </Box>
  );
}
