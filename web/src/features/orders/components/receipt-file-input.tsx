import { Box, Button, Field, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { receiptFileError } from "@tienda/shared/schemas/checkout";

/**
 * The receipt image picker of the checkout and the order page: PNG, JPEG or WebP up to 5 MB
 * (spec §5 messages), with a preview. A receipt already uploaded in this checkout (kept in
 * session storage) is shown by name when no file is picked.
 */
export function ReceiptFileInput({
  label = "Comprobante de pago (opcional)",
  helper = "Imagen PNG, JPG o WebP de hasta 5MB",
  file,
  onChange,
  error,
  onError,
  uploadedName,
  onRemoveUploaded,
  required = false,
}: {
  label?: string;
  helper?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  uploadedName?: string | null;
  onRemoveUploaded?: () => void;
  required?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = receiptFileError(f);
    onError(problem);
    if (problem) {
      if (input.current) input.current.value = "";
      onChange(null);
      return;
    }
    onChange(f);
  };

  const remove = () => {
    if (input.current) input.current.value = "";
    onError(null);
    onChange(null);
  };

  return (
    <Stack gap="3">
      <Field.Root invalid={!!error} required={required}>
        <Field.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          p="1.5"
          h="auto"
          cursor="pointer"
          onChange={(e) => pick(e.currentTarget.files?.[0])}
        />
        {!error && <Field.HelperText>{helper}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {file && preview ? (
        <HStack gap="3" align="center" data-testid="receipt-preview">
          <Image
            src={preview}
            alt="Vista previa del comprobante"
            boxSize="24"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
          />
          <Box minW="0">
            <Text fontSize="sm" lineClamp={1}>
              {file.name}
            </Text>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
              Quitar imagen
            </Button>
          </Box>
        </HStack>
      ) : uploadedName ? (
        <HStack gap="2" fontSize="sm" data-testid="receipt-uploaded">
          <Text>
            Comprobante subido: <b>{uploadedName}</b>
          </Text>
          {onRemoveUploaded && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemoveUploaded}>
              Quitar
            </Button>
          )}
        </HStack>
      ) : null}
    </Stack>
  );
}
