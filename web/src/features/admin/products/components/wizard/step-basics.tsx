import { Grid, Input, Stack, Textarea } from "@chakra-ui/react";
import { FormField } from "@/components/ui/form-field";
import type { StepProps } from "./use-product-wizard";

/** Step 1: name, description, price and brand. */
export function StepBasics({ v, set, show }: StepProps) {
  return (
    <Stack gap="4">
      <FormField label="Nombre del producto" required error={show("nombre")}>
        <Input
          value={v.nombre}
          maxLength={120}
          onChange={(e) => set("nombre", e.currentTarget.value)}
          data-field="nombre"
          placeholder="Ej.: Camisa Oxford de algodón"
        />
      </FormField>
      <FormField label="Descripción">
        <Textarea
          rows={4}
          maxLength={2000}
          value={v.descripcion}
          onChange={(e) => set("descripcion", e.currentTarget.value)}
        />
      </FormField>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
        <FormField label="Precio (USD)" required error={show("precio")} helper="Mayor que 0, con hasta 2 decimales">
          <Input
            inputMode="decimal"
            value={v.precio}
            onChange={(e) => set("precio", e.currentTarget.value)}
            data-field="precio"
            placeholder="0.00"
          />
        </FormField>
        <FormField label="Marca">
          <Input
            value={v.marca_nombre}
            maxLength={60}
            onChange={(e) => set("marca_nombre", e.currentTarget.value)}
            placeholder="Tienda"
          />
        </FormField>
      </Grid>
    </Stack>
  );
}
