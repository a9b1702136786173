import { Box, Grid, Input, Textarea } from "@chakra-ui/react";
import type { z } from "zod";
import type { FieldError, FieldErrors, Path, UseFormRegister } from "react-hook-form";
import { TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import type { SettingsUpdateSchema } from "@tienda/shared/schemas/settings-input";
import { FormField } from "@/components/ui/form-field";
import { BankSelect, SettingsSection } from "./settings-fields";

type SettingsInput = z.input<typeof SettingsUpdateSchema>;
/** The Bs methods, always offered (the dollar ones are in ./usd-payment-fields.tsx). */
type Method = "pago_movil" | "transferencia_bancaria" | "pago_ubi";
type AccountErrors = Partial<Record<"banco" | "telefono" | "cuenta" | "rif" | "titular" | "instrucciones", FieldError>>;

const DESCRIPTION: Record<Method, string> = {
  pago_movil: "Datos que ve el cliente para pagar con pago móvil.",
  transferencia_bancaria: "Cuenta de la tienda para transferencias.",
  pago_ubi: "Teléfono que recibe los pagos UBI.",
};

/**
 * The store's details for one payment method, as the shopper sees them at checkout: a bank
 * (not for UBI), a phone (not for transfers) or the 20-digit account (transfers only), then RIF,
 * holder and optional instructions for all three.
 */
function PaymentMethodSection({
  method,
  register,
  errors,
}: {
  method: Method;
  register: UseFormRegister<SettingsInput>;
  errors: AccountErrors | undefined;
}) {
  const reg = (field: keyof AccountErrors) => register(`datos_pago.${method}.${field}` as Path<SettingsInput>);
  return (
    <SettingsSection title={TIPO_PAGO_LABEL[method]} description={DESCRIPTION[method]}>
      <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
        {method !== "pago_ubi" && (
          <FormField label="Banco" error={errors?.banco} required>
            <BankSelect reg={reg("banco")} />
          </FormField>
        )}
        {method !== "transferencia_bancaria" && (
          <FormField label="Teléfono" error={errors?.telefono} required>
            <Input type="tel" autoComplete="off" placeholder="0414-1234567" {...reg("telefono")} />
          </FormField>
        )}
        {method === "transferencia_bancaria" && (
          <FormField label="Número de cuenta" error={errors?.cuenta} helper="20 dígitos" required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              placeholder="01340000000000000000"
              {...reg("cuenta")}
            />
          </FormField>
        )}
        <FormField label="RIF o cédula" error={errors?.rif} required>
          <Input placeholder="J-12345678-9" {...reg("rif")} />
        </FormField>
        <FormField label="Titular" error={errors?.titular} required>
          <Input {...reg("titular")} />
        </FormField>
        <Box gridColumn={{ md: "span 2" }}>
          <FormField label="Instrucciones" error={errors?.instrucciones} helper="Opcional, hasta 300 caracteres">
            <Textarea rows={2} maxLength={300} {...reg("instrucciones")} />
          </FormField>
        </Box>
      </Grid>
    </SettingsSection>
  );
}

/** The three payment methods' sections of /admin/ajustes, in the checkout's order. */
export function PaymentDetailsFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput["datos_pago"]> | undefined;
}) {
  return (
    <>
      {(["pago_movil", "transferencia_bancaria", "pago_ubi"] as const).map((m) => (
        <PaymentMethodSection
          key={m}
          method={m}
          register={register}
          errors={errors?.[m] as AccountErrors | undefined}
        />
      ))}
    </>
  );
}
