import { Button, Grid, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import type { FooterBlock, RedSocial } from "@tienda/shared/schemas/content";
import { PlusIcon } from "@/components/ui/icons";
import { FormField } from "@/components/ui/form-field";

/** The icons the storefront draws (the API refuses any other). */
const REDES_SOCIALES: readonly RedSocial["icono"][] = ["facebook", "instagram", "twitter", "youtube", "tiktok"];

interface ListProps {
  control: Control<FooterBlock>;
  register: UseFormRegister<FooterBlock>;
  errors: FieldErrors<FooterBlock>;
}

/** The icon of a network or a payment method, from the ones the storefront draws. */
function IconSelect({
  error,
  reg,
  options,
}: {
  error?: { message?: string };
  reg: UseFormRegisterReturn;
  options: readonly string[];
}) {
  return (
    <FormField label="Icono" error={error} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...reg}>
          {options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** A list of the footer with its title, its rows, and the button that adds a row (off at `max`). */
function FooterList({
  title,
  count,
  max,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="2" role="group" aria-label={title}>
      <Text fontWeight="semibold">{title}</Text>
      {children}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onAdd} disabled={count >= max}>
        <PlusIcon /> {addLabel}
      </Button>
    </Stack>
  );
}

/** The button that takes one row (or column) out of the footer. */
function RemoveButton({ onClick, children = "Quitar" }: { onClick: () => void; children?: string }) {
  return (
    <Button size="xs" variant="ghost" colorPalette="red" onClick={onClick} mb="1">
      {children}
    </Button>
  );
}

/** The footer's social networks: name, https address and icon. */
export function SocialList({ control, register, errors }: ListProps) {
  const list = useFieldArray({ control, name: "redesSociales" });
  return (
    <FooterList
      title="Redes sociales"
      count={list.fields.length}
      max={6}
      addLabel="Agregar red"
      onAdd={() => list.append({ nombre: "", url: "https://", icono: "instagram" })}
    >
      {list.fields.map((f, i) => (
        <Grid key={f.id} templateColumns={{ base: "1fr", md: "1fr 2fr 1fr auto" }} gap="2" alignItems="end">
          <FormField label="Nombre" error={errors.redesSociales?.[i]?.nombre} required>
            <Input {...register(`redesSociales.${i}.nombre`)} />
          </FormField>
          <FormField label="Dirección https://" error={errors.redesSociales?.[i]?.url} required>
            <Input {...register(`redesSociales.${i}.url`)} />
          </FormField>
          <IconSelect
            error={errors.redesSociales?.[i]?.icono}
            reg={register(`redesSociales.${i}.icono`)}
            options={REDES_SOCIALES}
          />
          <RemoveButton onClick={() => list.remove(i)} />
        </Grid>
      ))}
    </FooterList>
  );
}

/** One footer column: its title and links. */
export function ColumnFields({
  index,
  onRemove,
  control,
  register,
  errors,
}: ListProps & { index: number; onRemove: () => void }) {
  const links = useFieldArray({ control, name: `columnas.${index}.links` });
  const e = errors.columnas?.[index];
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <HStack align="flex-end">
        <FormField label={`Columna ${index + 1}: título`} error={e?.titulo} required>
          <Input {...register(`columnas.${index}.titulo`)} />
        </FormField>
        <RemoveButton onClick={onRemove}>Quitar columna</RemoveButton>
      </HStack>
      {links.fields.map((f, j) => (
        <Grid key={f.id} templateColumns={{ base: "1fr", md: "1fr 1fr auto" }} gap="2" alignItems="end" ps="3">
          <FormField label="Nombre" error={e?.links?.[j]?.nombre} required>
            <Input {...register(`columnas.${index}.links.${j}.nombre`)} />
          </FormField>
          <FormField label="Ruta o https://" error={e?.links?.[j]?.enlace} required>
            <Input {...register(`columnas.${index}.links.${j}.enlace`)} />
          </FormField>
          <RemoveButton onClick={() => links.remove(j)} />
        </Grid>
      ))}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => links.append({ nombre: "", enlace: "/" })}
        disabled={links.fields.length >= 10}
      >
        <PlusIcon /> Agregar enlace
      </Button>
    </Stack>
  );
}
