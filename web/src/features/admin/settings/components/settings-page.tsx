import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Grid, HStack, Input, Skeleton, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect } from "react";
import type { z } from "zod";
import { useForm } from "react-hook-form";
import { formatBs, SETTINGS_MESSAGES, type SettingsUpdate } from "@tienda/shared/schemas/settings";
import { SettingsUpdateSchema } from "@tienda/shared/schemas/settings-input";
import { ErrorState } from "@/components/ui/states";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { AdminGuard, AdminPageHeader, AdminBackLink, DECIMAL_FIELD, DECIMAL_INPUT } from "../../shell";
import { fechaHora } from "../../dashboard/lib/format";
import { useSaveSettings, useSettings } from "../api/settings-api";
import { formatRate, optionalNumber, settingsFormValues } from "../lib/settings-form";
import { ReservationLimitFields } from "./reservation-limit-fields";
import { PaymentDetailsFields } from "./payment-details-fields";
import { FormField } from "@/components/ui/form-field";
import { SettingsSection } from "./settings-fields";
import { ContactFields } from "./contact-fields";
import { NotificationEmailField } from "./notification-email-field";
import { ShippingFeesFields } from "./shipping-fees-fields";
import { StoreIdentityFields } from "./store-identity-fields";
import { PromisesFields } from "./promises-fields";
import { BcvRateUpdater } from "./bcv-rate-updater";
import { CheckoutOptionFields, UsdPaymentFields } from "./usd-payment-fields";

type SettingsInput = z.input<typeof SettingsUpdateSchema>;

function SettingsForm() {
  const settings = useSettings();
  const save = useSaveSettings();
  const form = useForm<SettingsInput, unknown, SettingsUpdate>({
    resolver: zodResolver(SettingsUpdateSchema),
    defaultValues: settingsFormValues(undefined),
    mode: "onTouched",
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  useEffect(() => {
    if (settings.data) reset(settingsFormValues(settings.data));
  }, [settings.data, reset]);

  const rate = Number(watch("tasa_bcv.valor"));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(values);
      reset(settingsFormValues(res.ajustes));
      notify(res.mensaje || SETTINGS_MESSAGES.saved, "success", 4000);
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
      }
      notify(errorMessage(err, "No se pudieron guardar los ajustes"), "error", 5000);
    }
  });

  // A store that never saved its settings answers null (an empty form), so any error here is one:
  // showing the empty form instead would let a save replace settings the page could not read.
  if (settings.isError) {
    return (
      <ErrorState
        title="Error al cargar los ajustes"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (settings.isLoading) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="40" borderRadius="lg" />
        <Skeleton h="72" borderRadius="lg" />
      </Stack>
    );
  }
  const a = settings.data ?? undefined;
  const num = { valueAsNumber: true } as const;

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Ajustes de la tienda">
      <Stack gap={{ base: "4", md: "5" }}>
        <Text fontSize="sm" color="gray.600" data-testid="ajustes-actualizacion">
          {a
            ? `Última actualización por ${a.actualizado_por ?? "el sistema"} el ${fechaHora(a.actualizado_en)}`
            : "La tienda aún no tiene ajustes: complétalos para poder recibir pedidos."}
        </Text>

        <SettingsSection title="Tu tienda" description="El nombre con el que tus clientes conocen la tienda.">
          <StoreIdentityFields register={register} errors={errors} />
        </SettingsSection>

        <SettingsSection title="Tasa BCV" description="Bolívares por dólar que la tienda usa para los montos en Bs.">
          <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="3">
            <FormField label="Tasa (Bs por USD)" error={errors.tasa_bcv?.valor} helper="Con hasta 4 decimales" required>
              <Input {...DECIMAL_INPUT} {...register("tasa_bcv.valor", DECIMAL_FIELD)} data-testid="ajustes-tasa" />
            </FormField>
            <FormField label="Fecha de la tasa" error={errors.tasa_bcv?.fecha} required>
              <Input type="date" {...register("tasa_bcv.fecha")} data-testid="ajustes-tasa-fecha" />
            </FormField>
          </Grid>
          {Number.isFinite(rate) && rate > 0 && (
            <Text fontSize="sm" color="gray.700" mt="2">
              {formatPrice(10)} = {formatBs(Math.round(10 * rate * 100) / 100)} · tasa {formatRate(rate)}
            </Text>
          )}
          <BcvRateUpdater
            onApplied={(t) => {
              // The saved settings already hold it: the form follows without marking itself changed.
              form.setValue("tasa_bcv.valor", t.valor);
              form.setValue("tasa_bcv.fecha", t.fecha);
            }}
          />
        </SettingsSection>

        <PaymentDetailsFields register={register} errors={errors.datos_pago} />

        <UsdPaymentFields form={form} />

        <CheckoutOptionFields form={form} />

        <SettingsSection title="Envíos" description="Lo que cuesta cada envío que el cliente elige al pagar.">
          <ShippingFeesFields register={register} errors={errors.costos_envio} />
        </SettingsSection>

        <SettingsSection
          title="Página de producto"
          description="Las promesas que ve el cliente bajo la línea de envío de cada producto."
        >
          <PromisesFields control={control} register={register} errors={errors.promesas} />
        </SettingsSection>

        <SettingsSection
          title="Contacto"
          description="Cómo te escriben tus clientes; lo muestran el pie de página y las páginas de ayuda."
        >
          <ContactFields register={register} errors={errors.contacto} />
        </SettingsSection>

        <SettingsSection title="Avisos" description="Dónde te avisamos de lo que pasa en tu tienda.">
          <NotificationEmailField register={register} errors={errors} />
        </SettingsSection>

        <SettingsSection title="Pedidos y metas">
          <Grid templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }} gap="3">
            <FormField
              label="Plazo de pago (horas)"
              error={errors.horas_limite_pago}
              helper="Entre 1 y 168 horas; pasado el plazo, el pedido se cancela"
              required
            >
              <Input
                type="number"
                min={1}
                max={168}
                step={1}
                inputMode="numeric"
                {...register("horas_limite_pago", num)}
                data-testid="ajustes-horas"
              />
            </FormField>
            <FormField
              label="Meta mensual de ventas (USD)"
              error={errors.meta_ventas_mensual}
              helper="La del dashboard; vacía, la tienda no tiene meta"
            >
              <Input
                {...DECIMAL_INPUT}
                {...register("meta_ventas_mensual", { setValueAs: optionalNumber })}
                data-testid="ajustes-meta"
              />
            </FormField>
            <ReservationLimitFields register={register} errors={errors.limites_reserva} />
          </Grid>
        </SettingsSection>

        <HStack
          justify="flex-end"
          gap="2"
          position="sticky"
          bottom="0"
          bg="white"
          py="3"
          borderTopWidth="1px"
          zIndex="1"
        >
          <Button
            variant="outline"
            onClick={() => reset(settingsFormValues(settings.data ?? undefined))}
            disabled={!isDirty || isSubmitting}
          >
            Descartar cambios
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText="Guardando..." data-testid="ajustes-guardar">
            Guardar ajustes
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** /admin/ajustes — BCV rate, payment details, payment deadline and sales goal (admins only). */
export function Component() {
  useDocumentTitle("Ajustes de la Tienda");
  return (
    <AdminGuard message="No tienes permisos para acceder a los ajustes de la tienda">
      <Stack gap={{ base: "4", md: "6" }}>
        <AdminPageHeader
          crumb="Ajustes"
          title="Ajustes de la Tienda"
          description="Nombre de la tienda, tasa BCV, datos de pago, envíos, promesas, contacto, plazo de pago y meta de ventas."
          actions={<AdminBackLink />}
        />
        <SettingsForm />
      </Stack>
    </AdminGuard>
  );
}
