import { Grid, Input } from "@chakra-ui/react";
import { FormField } from "@/components/ui/form-field";
import { DECIMAL_FIELD, DECIMAL_INPUT } from "../../shell";
import type { SettingsGroupProps, SettingsInput } from "../lib/settings-form";

type Fee = keyof NonNullable<SettingsInput["costos_envio"]>;

const FIELDS: Array<{ name: Fee; label: string; helper: string }> = [
  { name: "estandar", label: "Envío estándar (USD)", helper: "Por defecto 15" },
  {
    name: "umbral_gratis",
    label: "Envío estándar gratis en compras superiores a (USD)",
    helper: "Por defecto 100",
  },
  { name: "express", label: "Envío express (USD)", helper: "Nunca es gratis; por defecto 25" },
];

/**
 * The store's shipping fees (/admin/ajustes): what the checkout's 'Envío estándar' and 'Envío
 * express' cost, and above which subtotal standard shipping is free. The server charges these.
 */
export function ShippingFeesFields({ register, errors }: SettingsGroupProps<"costos_envio">) {
  return (
    <Grid templateColumns={{ base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }} gap="3">
      {FIELDS.map((f) => {
        const error = errors?.[f.name];
        return (
          <FormField key={f.name} label={f.label} error={error} helper={f.helper} required>
            <Input
              {...DECIMAL_INPUT}
              {...register(`costos_envio.${f.name}`, DECIMAL_FIELD)}
              data-testid={`ajustes-envio-${f.name}`}
            />
          </FormField>
        );
      })}
    </Grid>
  );
}
