import { Box, Button, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";

/** One editor card of a content screen: a titled form with its save (and optional remove) button. */
export function BlockCard({
  title,
  description,
  onSubmit,
  saving,
  dirty,
  testId,
  onRemove,
  removing,
  children,
}: {
  title: string;
  description?: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  saving: boolean;
  dirty: boolean;
  testId: string;
  onRemove?: () => void;
  removing?: boolean;
  children: React.ReactNode;
}) {
  const id = `${testId}-titulo`;
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p={{ base: "4", md: "5" }}
      data-testid={testId}
    >
      <Stack gap="4">
        <Box>
          <Text as="h2" id={id} fontWeight="bold" fontSize="lg">
            {title}
          </Text>
          {description && (
            <Text fontSize="sm" color="gray.600">
              {description}
            </Text>
          )}
        </Box>
        {children}
        <HStack justify="flex-end" gap="2" wrap="wrap">
          {onRemove && (
            <Button variant="ghost" colorPalette="red" onClick={onRemove} loading={removing}>
              Quitar de la tienda
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={!dirty} data-testid={`${testId}-guardar`}>
            Publicar
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** Puts the API's Spanish field errors on their fields and tells the admin what failed. */
export function showSaveError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallback: string) {
  if (err instanceof ApiError && err.errores) {
    for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
  }
  notify(errorMessage(err, fallback), "error", 5000);
}

/** The first message of a list field's own errors (its length, repeated ids). */
export function listError(e: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return e?.root?.message ?? e?.message;
}
