import { Box, Button, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { uploadImage } from "@/lib/upload";
import { UploadIcon } from "../../../dashboard/components/admin-page-icons";
import { imageFileError, imageRoom, stepErrors } from "../../lib/wizard";
import { ImageTile } from "./image-tile";
import { TOAST_MS, type ImagesUpdate, type StepProps } from "./use-product-wizard";
import { WizardReview } from "./wizard-review";

const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * Step 4: the images (uploaded as soon as they are chosen, so saving only names their keys) and
 * the review. Files beyond the room left, or of a kind the store does not take, are refused with
 * a toast and never uploaded.
 */
export function StepImages({ v, set, setImages }: Omit<StepProps, "show"> & { setImages: ImagesUpdate }) {
  const input = useRef<HTMLInputElement>(null);
  const room = imageRoom(v.imagenes);
  const full = room === 0;
  const errors = stepErrors(4, v);

  const onFiles = (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    if (list.length > room) notify(PRODUCT_MESSAGES.imagenes, "warning", TOAST_MS, `Solo caben ${room} más`);
    for (const file of list.slice(0, room)) {
      const err = imageFileError(file);
      if (err) {
        notify(err, "error", TOAST_MS, file.name);
        continue;
      }
      const id = `nueva-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      setImages((imgs) => [...imgs, { id, clave: null, preview, nombre: file.name, estado: "subiendo" }]);
      uploadImage(file, "producto").then(
        (clave) => setImages((imgs) => imgs.map((i) => (i.id === id ? { ...i, clave, estado: "lista" } : i))),
        (e: unknown) => {
          setImages((imgs) => imgs.map((i) => (i.id === id ? { ...i, estado: "error" } : i)));
          notify(errorMessage(e, "No se pudo subir la imagen"), "error", 5000, file.name);
        },
      );
    }
    if (input.current) input.current.value = "";
  };

  return (
    <Stack gap="5">
      <Box>
        <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
          <Text fontWeight="medium">
            Imágenes{" "}
            <Text as="span" color="gray.600" fontWeight="normal" fontSize="sm">
              ({v.imagenes.length}/{MAX_PRODUCT_IMAGES}) · JPG, PNG o WebP de hasta 5 MB
            </Text>
          </Text>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            onChange={(e) => onFiles(e.currentTarget.files)}
            data-testid="wizard-image-input"
            aria-label="Subir imágenes"
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={full}>
            <UploadIcon /> Subir imágenes
          </Button>
        </HStack>
        {full && (
          <Text fontSize="sm" color="orange.700" mb="2" role="status">
            {PRODUCT_MESSAGES.imagenes}
          </Text>
        )}
        {v.imagenes.length === 0 ? (
          <Box
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="md"
            p="6"
            textAlign="center"
            color="gray.600"
            fontSize="sm"
          >
            Sin imágenes: la tienda mostrará una imagen genérica. La primera imagen es la principal.
          </Box>
        ) : (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" }}
            gap="3"
            data-testid="wizard-images"
          >
            {v.imagenes.map((img, i) => (
              <ImageTile key={img.id} images={v.imagenes} index={i} onChange={(imgs) => set("imagenes", imgs)} />
            ))}
          </Grid>
        )}
        {errors.imagenes && (
          <Text color="red.700" fontSize="sm" mt="2" role="alert">
            {errors.imagenes}
          </Text>
        )}
      </Box>
      <WizardReview v={v} />
    </Stack>
  );
}
