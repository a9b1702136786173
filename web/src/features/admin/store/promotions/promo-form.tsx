import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, chakra, Grid, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Controller, useForm, type Control } from "react-hook-form";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { F } from "../components/field";
import { useSavePromo } from "./api";
import { EMPTY_PROMO_FORM, formOf, PromoFormSchema, type PromoBody, type PromoFormValues } from "./lib/promo-form";
import { notifyInvalid, STORE_FORM_MODE } from "../components/form-validation";

function Check({
  control,
  name,
  label,
  testId,
}: {
  control: Control<PromoFormValues, unknown, PromoBody>;
  name: "una_vez_por_cliente" | "activo";
  label: string;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
          data-testid={testId}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/**
 * Create or edit a promo code. The code is set once (its uses are counted under it); every
 * optional rule left blank means "no such rule". Dates are the admin's local time.
 */
export function PromoForm({ promo, onDone }: { promo: PromocionAdmin | null; onDone: () => void }) {
  const save = useSavePromo();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormValues, unknown, PromoBody>({
    resolver: zodResolver(PromoFormSchema),
    defaultValues: promo ? formOf(promo) : EMPTY_PROMO_FORM,
    ...STORE_FORM_MODE,
  });

  const onSubmit = handleSubmit(async ({ codigo, ...rules }) => {
    try {
      if (promo) await save.mutateAsync({ nuevo: false, codigo: promo.codigo, body: rules });
      else await save.mutateAsync({ nuevo: true, body: { codigo, ...rules } });
      notify(promo ? `Código ${promo.codigo} actualizado` : `Código ${codigo} creado`, "success", 4000);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        for (const [path, message] of Object.entries(err.errores)) setError(path as keyof PromoFormValues, { message });
      }
      notify(errorMessage(err, "No se pudo guardar el código promocional"), "error", 5000);
    }
  }, notifyInvalid);

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={promo ? `Editar ${promo.codigo}` : "Nuevo código promocional"}
    >
      <Stack gap="4" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: "4", md: "5" }}>
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {promo ? `Editar ${promo.codigo}` : "Nuevo código promocional"}
        </Text>
        <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
          <F
            label="Código"
            error={errors.codigo}
            helper={promo ? "No cambia" : "De 3 a 20 letras, números, - o _"}
            required
          >
            <Input
              {...register("codigo")}
              readOnly={!!promo}
              autoCapitalize="characters"
              textTransform="uppercase"
              data-testid="promo-codigo"
            />
          </F>
          <F label="Descuento (%)" error={errors.porcentaje} helper="Entre 1 y 90" required>
            <Input {...register("porcentaje")} inputMode="numeric" data-testid="promo-porcentaje" />
          </F>
          <F label="Límite de usos" error={errors.usos_maximos} helper="En blanco: sin límite">
            <Input {...register("usos_maximos")} inputMode="numeric" data-testid="promo-usos-maximos" />
          </F>
          <F label="Válido desde" error={errors.desde} helper="En blanco: desde ya">
            <Input type="datetime-local" {...register("desde")} data-testid="promo-desde" />
          </F>
          <F label="Válido hasta" error={errors.hasta} helper="En blanco: sin fecha de fin">
            <Input type="datetime-local" {...register("hasta")} data-testid="promo-hasta" />
          </F>
          <F label="Subtotal mínimo (USD)" error={errors.subtotal_minimo} helper="En blanco: sin mínimo">
            <Input {...register("subtotal_minimo")} inputMode="decimal" data-testid="promo-subtotal-minimo" />
          </F>
        </Grid>
        <HStack gap="6" wrap="wrap">
          <Check
            control={control}
            name="una_vez_por_cliente"
            label="Una vez por cliente (por cuenta, o por email si compra como invitado)"
            testId="promo-una-vez"
          />
          <Check control={control} name="activo" label="Activo" testId="promo-activo" />
        </HStack>
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="promo-guardar">
            Guardar código
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
