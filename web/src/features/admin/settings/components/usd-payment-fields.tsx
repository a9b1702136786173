import { Grid, Input, Stack, Text, Textarea, chakra } from "@chakra-ui/react";
import type { FieldError, UseFormReturn } from "react-hook-form";
import { DEFAULT_IGTF } from "@tienda/shared/schemas/settings";
import { FormField } from "@/components/ui/form-field";
import { DECIMAL_INPUT } from "../../shell";
import { optionalNumber, type SettingsInput } from "../lib/settings-form";
import { SettingsSection } from "./settings-fields";

type Form = Pick<UseFormReturn<SettingsInput>, "register" | "watch" | "setValue" | "formState">;
type UsdMethod = "zelle" | "binance" | "efectivo_usd";

/** What a method starts with when the owner turns it on (each field to fill). */
const EMPTY: { [M in UsdMethod]: NonNullable<SettingsInput["datos_pago"][M]> } = {
  zelle: { email: "", titular: "" },
  binance: { id_pago: "", titular: "" },
  efectivo_usd: { instrucciones: "" },
};

const TITLE: Record<UsdMethod, { label: string; description: string }> = {
  zelle: { label: "Zelle", description: "El cliente paga en dólares a tu email de Zelle y sube el comprobante." },
  binance: { label: "Binance Pay", description: "El cliente paga en USDT a tu Binance Pay ID y sube el comprobante." },
  efectivo_usd: {
    label: "Efectivo en dólares",
    description: "El cliente paga al retirar o recibir el pedido; no sube comprobante y tú lo marcas cobrado en Pagos.",
  },
};

function Toggle({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" fontWeight="medium" cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        accentColor="gray.900"
        data-testid={testId}
      />
      {label}
    </chakra.label>
  );
}

/**
 * The payments in dollars (issue 47): each method is offered at checkout exactly while its
 * details are saved, so turning one off sends no entry for it (docs/payments.md).
 */
export function UsdPaymentFields({ form }: { form: Form }) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors.datos_pago as Record<string, Record<string, FieldError> | undefined> | undefined;
  return (
    <>
      {(["zelle", "binance", "efectivo_usd"] as const).map((m) => {
        const on = watch(`datos_pago.${m}`) !== undefined;
        const e = errors?.[m];
        return (
          <SettingsSection key={m} title={TITLE[m].label} description={TITLE[m].description}>
            <Stack gap="3">
              <Toggle
                label={`Aceptar ${TITLE[m].label}`}
                checked={on}
                testId={`ajustes-${m}-activo`}
                onChange={(v) => setValue(`datos_pago.${m}`, v ? { ...EMPTY[m] } : undefined, { shouldDirty: true })}
              />
              {on && m === "zelle" && (
                <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
                  <FormField label="Email de Zelle" error={e?.email} required>
                    <Input type="email" autoComplete="off" {...register("datos_pago.zelle.email")} />
                  </FormField>
                  <FormField label="Titular" error={e?.titular} required>
                    <Input {...register("datos_pago.zelle.titular")} />
                  </FormField>
                </Grid>
              )}
              {on && m === "binance" && (
                <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
                  <FormField label="Binance Pay ID" error={e?.id_pago} helper="De 6 a 20 dígitos" required>
                    <Input inputMode="numeric" autoComplete="off" {...register("datos_pago.binance.id_pago")} />
                  </FormField>
                  <FormField label="Titular" error={e?.titular} required>
                    <Input {...register("datos_pago.binance.titular")} />
                  </FormField>
                </Grid>
              )}
              {on && m === "efectivo_usd" && (
                <FormField
                  label="Instrucciones"
                  error={e?.instrucciones}
                  helper="Dónde y cómo se paga, si llevas cambio (hasta 300 caracteres)"
                  required
                >
                  <Textarea rows={2} maxLength={300} {...register("datos_pago.efectivo_usd.instrucciones")} />
                </FormField>
              )}
            </Stack>
          </SettingsSection>
        );
      })}
    </>
  );
}

/** The checkout's options: the buyer's cédula or RIF, the IGTF, and prices in Bs beside dollars. */
export function CheckoutOptionFields({ form }: { form: Form }) {
  const { register, watch, setValue, formState } = form;
  const igtf = watch("igtf") ?? { ...DEFAULT_IGTF };
  const igtfError = (formState.errors.igtf as { porcentaje?: FieldError } | undefined)?.porcentaje;
  return (
    <SettingsSection
      title="Checkout e impuestos"
      description="Lo que pide el checkout, el IGTF de los pagos en divisas y los precios en bolívares."
    >
      <Stack gap="3">
        <Toggle
          label="Pedir la cédula o RIF del comprador (para tus facturas)"
          checked={watch("pedir_cedula_rif") === true}
          testId="ajustes-pedir-cedula"
          onChange={(v) => setValue("pedir_cedula_rif", v, { shouldDirty: true })}
        />
        <Toggle
          label="Mostrar los precios en bolívares a la tasa del día en la tienda"
          checked={watch("mostrar_precios_bs") === true}
          testId="ajustes-precios-bs"
          onChange={(v) => setValue("mostrar_precios_bs", v, { shouldDirty: true })}
        />
        <Toggle
          label="Cobrar IGTF en los pagos en divisas (Zelle, Binance, efectivo en dólares)"
          checked={igtf.activo}
          testId="ajustes-igtf-activo"
          onChange={(v) =>
            setValue(
              "igtf",
              // Turned on, it offers today's 3 % unless the owner had another.
              {
                activo: v,
                porcentaje: v && !(Number(igtf.porcentaje) > 0) ? DEFAULT_IGTF.porcentaje : igtf.porcentaje,
              },
              { shouldDirty: true },
            )
          }
        />
        {igtf.activo && (
          <FormField label="Porcentaje del IGTF" error={igtfError} helper="Sobre subtotal − descuento + envío" required>
            <Input
              {...DECIMAL_INPUT}
              maxW="32"
              {...register("igtf.porcentaje", { setValueAs: (v) => optionalNumber(v) ?? Number.NaN })}
              data-testid="ajustes-igtf-porcentaje"
            />
          </FormField>
        )}
        <Text fontSize="xs" color="gray.600">
          El IGTF nunca se cobra en Pago Móvil, transferencia ni Pago UBI.
        </Text>
      </Stack>
    </SettingsSection>
  );
}
