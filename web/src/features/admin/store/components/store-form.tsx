import { Box, Button, Checkbox, chakra, HStack, Stack, Text } from "@chakra-ui/react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { ImageField } from "./image-field";

/**
 * The frame of every 'Tienda' form: a card titled for screen readers, its fields, and its buttons.
 * An editor opened from a list has Cancelar and its own save label; a content block is published
 * ('Publicar', only once something changed) and may be taken off the store.
 */
export function StoreFormCard({
  title,
  description,
  level = "h2",
  onSubmit,
  saving,
  testId,
  submitTestId = `${testId}-guardar`,
  submitLabel = "Publicar",
  dirty,
  onCancel,
  onRemove,
  removing,
  children,
}: {
  title: string;
  description?: string;
  /** h3 for an editor drawn under its list's own h2. */
  level?: "h2" | "h3";
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  saving: boolean;
  testId: string;
  submitTestId?: string;
  submitLabel?: string;
  /** When given, the save waits for a change. */
  dirty?: boolean;
  onCancel?: () => void;
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
          <Text as={level} id={id} fontWeight="bold" fontSize="lg">
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
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={dirty === false} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** A message of the form that has no field of its own (a list's length, a picture), read out at once. */
export function FormMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text color="red.600" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

/** The first message of a list field's own errors (its length, repeated ids). */
export function listError(e: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return e?.root?.message ?? e?.message;
}

interface BoundProps<T extends FieldValues, S> {
  control: Control<T, unknown, S>;
  name: Path<T>;
  label: string;
  testId?: string;
}

/** A checkbox bound to a boolean of the form; `unset` is how a value the stored copy lacks reads. */
export function FormCheckbox<T extends FieldValues, S>({
  control,
  name,
  label,
  testId,
  unset = false,
  ...rest
}: BoundProps<T, S> & { unset?: boolean } & Omit<Checkbox.RootProps, "checked" | "onCheckedChange">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={(field.value as boolean | undefined) ?? unset}
          onCheckedChange={(d) => field.onChange(d.checked === true)}
          data-testid={testId}
          {...rest}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** An image of the form (its upload's key or its published path) with its message. */
export function FormImage<T extends FieldValues, S>({
  control,
  name,
  label,
  testId,
  error,
}: BoundProps<T, S> & { testId: string; error?: { message?: string } }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <ImageField
            label={label}
            value={(field.value as string | undefined) ?? ""}
            onChange={field.onChange}
            testId={testId}
          />
          <FormMessage message={error?.message} />
        </Box>
      )}
    />
  );
}
