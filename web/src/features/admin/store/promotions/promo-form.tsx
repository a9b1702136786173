import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, HStack, Input } from "@chakra-ui/react";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox } from "../components/store-form";
import { EditorFormCard } from "../components/form-cards";
import { useEditorForm } from "../components/use-editor-form";
import { useSavePromo } from "./api";
import { EMPTY_PROMO_FORM, formOf, PromoFormSchema, type PromoBody, type PromoFormValues } from "./lib/promo-form";

const NOUN = { article: "el", noun: "código promocional", idPrefix: "promo" } as const;

/**
 * Create or edit a promo code. The code is set once (its uses are counted under it); every
 * optional rule left blank means "no such rule". Dates are the admin's local time.
 */
export function PromoForm({ promo, onDone }: { promo: PromocionAdmin | null; onDone: () => void }) {
  const save = useSavePromo();
  const { form, card } = useEditorForm<PromoFormValues, PromoBody>(NOUN, promo?.codigo ?? null, {
    resolver: zodResolver(PromoFormSchema),
    defaultValues: promo ? formOf(promo) : EMPTY_PROMO_FORM,
    save: ({ codigo, ...rules }) =>
      promo
        ? save.mutateAsync({ nuevo: false, codigo: promo.codigo, body: rules })
        : save.mutateAsync({ nuevo: true, body: { codigo, ...rules } }),
    saved: ({ codigo }) => (promo ? `Código ${promo.codigo} actualizado` : `Código ${codigo} creado`),
    onDone,
  });
  const { errors } = form.formState;

  return (
    <EditorFormCard {...card}>
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <FormField
          label="Código"
          error={errors.codigo}
          helper={promo ? "No cambia" : "De 3 a 20 letras, números, - o _"}
          required
        >
          <Input
            {...form.register("codigo")}
            readOnly={!!promo}
            autoCapitalize="characters"
            textTransform="uppercase"
            data-testid="promo-codigo"
          />
        </FormField>
        <FormField label="Descuento (%)" error={errors.porcentaje} helper="Entre 1 y 90" required>
          <Input {...form.register("porcentaje")} inputMode="numeric" data-testid="promo-porcentaje" />
        </FormField>
        <FormField label="Límite de usos" error={errors.usos_maximos} helper="En blanco: sin límite">
          <Input {...form.register("usos_maximos")} inputMode="numeric" data-testid="promo-usos-maximos" />
        </FormField>
        <FormField label="Válido desde" error={errors.desde} helper="En blanco: desde ya">
          <Input type="datetime-local" {...form.register("desde")} data-testid="promo-desde" />
        </FormField>
        <FormField label="Válido hasta" error={errors.hasta} helper="En blanco: sin fecha de fin">
          <Input type="datetime-local" {...form.register("hasta")} data-testid="promo-hasta" />
        </FormField>
        <FormField label="Subtotal mínimo (USD)" error={errors.subtotal_minimo} helper="En blanco: sin mínimo">
          <Input {...form.register("subtotal_minimo")} inputMode="decimal" data-testid="promo-subtotal-minimo" />
        </FormField>
      </Grid>
      <HStack gap="6" wrap="wrap">
        <FormCheckbox
          control={form.control}
          name="una_vez_por_cliente"
          label="Una vez por cliente (por cuenta, o por email si compra como invitado)"
          testId="promo-una-vez"
        />
        <FormCheckbox control={form.control} name="activo" label="Activo" testId="promo-activo" />
      </HStack>
    </EditorFormCard>
  );
}
