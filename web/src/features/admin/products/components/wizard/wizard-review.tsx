import { Box, Grid, Text } from "@chakra-ui/react";
import { formatPrice, plural } from "@/lib/format";
import { parseAmount, stockTotal, type WizardValues } from "../../lib/wizard";

/** The summary under the images: what 'Crear Producto' or 'Guardar Cambios' will save. */
export function WizardReview({ v }: { v: WizardValues }) {
  const precio = parseAmount(v.precio);
  const original = parseAmount(v.precio_original);
  const rows: Array<[string, string]> = [
    ["Nombre", v.nombre.trim()],
    ["Precio", `${formatPrice(precio)}${original > precio ? ` (antes ${formatPrice(original)})` : ""}`],
    ["Tallas", v.tallas.join(", ")],
    ["Colores", v.colores.join(", ")],
    ["Stock total", plural(stockTotal(v), "unidad", "unidades")],
    ["Imágenes", String(v.imagenes.length)],
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="4" as="section" aria-label="Revisión">
      <Text fontWeight="bold" mb="2">
        Revisión
      </Text>
      <Grid
        as="dl"
        templateColumns="max-content 1fr"
        columnGap="4"
        rowGap="1"
        fontSize="sm"
        data-testid="wizard-review"
      >
        {rows.map(([term, value]) => [
          <Text as="dt" key={`${term}-dt`} color="gray.600">
            {term}
          </Text>,
          <Text as="dd" key={`${term}-dd`}>
            {value}
          </Text>,
        ])}
      </Grid>
    </Box>
  );
}
