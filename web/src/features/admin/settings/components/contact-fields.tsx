import { Grid, Input } from "@chakra-ui/react";
import type { FieldError } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { SettingsGroupProps, SettingsInput } from "../lib/settings-form";

type Contact = keyof NonNullable<SettingsInput["contacto"]>;

const FIELDS: Array<{ name: Contact; label: string; type: string; placeholder: string }> = [
  { name: "email", label: "Email de atención al cliente", type: "email", placeholder: "soporte@mitienda.com" },
  { name: "telefono", label: "Teléfono", type: "tel", placeholder: "+58 212 555 0100" },
  { name: "whatsapp", label: "WhatsApp", type: "tel", placeholder: "+58 412 555 0100" },
];

/**
 * The store's contact details (/admin/ajustes): the footer and the info pages show them; a field
 * left empty shows no such line.
 */
export function ContactFields({ register, errors }: SettingsGroupProps<"contacto">) {
  return (
    <Grid templateColumns={{ base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
      {FIELDS.map((f) => (
        <FormField key={f.name} label={f.label} error={errors?.[f.name] as FieldError | undefined} helper="Opcional">
          <Input
            type={f.type}
            placeholder={f.placeholder}
            autoComplete="off"
            {...register(`contacto.${f.name}`)}
            data-testid={`ajustes-contacto-${f.name}`}
          />
        </FormField>
      ))}
    </Grid>
  );
}
