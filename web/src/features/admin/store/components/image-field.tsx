import { Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { uploadImage } from "@/lib/upload";

const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * One image of the store's structure (a category's, a style's, a brand's logo). The file goes up
 * through the presigned upload as soon as it is chosen; the field then holds the upload's key,
 * which the server checks (magic bytes) and publishes when the form is saved.
 */
export function ImageField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!ACCEPT.split(",").includes(file.type) || file.size > MAX_BYTES) {
      notify("Por favor selecciona una imagen válida", "error", 5000, "JPG, PNG o WebP de hasta 5 MB");
      return;
    }
    setBusy(true);
    try {
      const clave = await uploadImage(file, "producto");
      setPreview(URL.createObjectURL(file));
      onChange(clave);
    } catch (e) {
      notify(errorMessage(e, "No se pudo subir la imagen"), "error", 5000, file.name);
    } finally {
      setBusy(false);
    }
  };

  const shown = value.startsWith("/img/") ? value : value ? preview : null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="3" align="center" wrap="wrap">
        <Box w="20" h="20" borderWidth="1px" borderRadius="md" bg="gray.50" overflow="hidden" flexShrink={0}>
          {shown && <Image src={shown} alt="" w="full" h="full" objectFit="cover" />}
        </Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          data-testid={testId}
          aria-label={`${label}: subir archivo`}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={busy}>
          {value ? "Cambiar imagen" : "Subir imagen"}
        </Button>
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange("")}>
            Quitar
          </Button>
        )}
      </HStack>
      <Text fontSize="xs" color="gray.600">
        JPG, PNG o WebP de hasta 5 MB
      </Text>
    </Stack>
  );
}
