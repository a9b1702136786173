import { Input } from "@chakra-ui/react";
import { FormField } from "@/components/ui/form-field";
import type { SettingsGroupProps, SettingsInput } from "../lib/settings-form";

type Limit = keyof NonNullable<SettingsInput["limites_reserva"]>;

const FIELDS: Array<{ name: Limit; label: string; helper: string; max: number; testId: string }> = [
  {
    name: "unidades_por_linea",
    label: "Unidades por producto en un pedido sin pagar",
    helper: "Misma talla y color; entre 1 y 99 (por defecto 10)",
    max: 99,
    testId: "ajustes-unidades-linea",
  },
  {
    name: "unidades_por_pedido",
    label: "Unidades en total en un pedido sin pagar",
    helper: "Lo que un pedido puede reservar hasta que se apruebe su pago (por defecto 30)",
    max: 999,
    testId: "ajustes-unidades-pedido",
  },
];

/**
 * How much stock an order may hold until its payment is approved (/admin/ajustes): the server
 * refuses an order over either limit, so unpaid orders cannot empty the catalogue.
 */
export function ReservationLimitFields({ register, errors }: SettingsGroupProps<"limites_reserva">) {
  return FIELDS.map((f) => {
    const error = errors?.[f.name];
    return (
      <FormField key={f.name} label={f.label} error={error} helper={f.helper} required>
        <Input
          type="number"
          min={1}
          max={f.max}
          step={1}
          inputMode="numeric"
          {...register(`limites_reserva.${f.name}`, { valueAsNumber: true })}
          data-testid={f.testId}
        />
      </FormField>
    );
  });
}
