import { Stack } from "@chakra-ui/react";
import { COLORES, TALLAS_ROPA } from "@tienda/shared/schemas/catalogue";
import { addLabel, toggleLabel } from "../../lib/wizard";
import { OfferFields } from "../offer-fields";
import { LabelChips } from "./label-chips";
import { StockGrid } from "./stock-grid";
import type { StepProps } from "./use-product-wizard";

/**
 * Step 3: the original price, sizes, colours and the stock of each variant. On offer the original
 * price is the offer's, so it is read-only here and changed with 'Oferta'.
 */
export function StepStock({ v, set, show, onOffer }: StepProps & { onOffer: boolean }) {
  return (
    <Stack gap="5">
      <OfferFields
        precioOriginal={{
          value: v.precio_original,
          onChange: (value) => set("precio_original", value),
          error: show("precio_original"),
          helper: onOffer
            ? "El producto tiene una oferta: se gestiona con «Oferta»"
            : "El precio tachado; escribe 0 si no tiene",
          maxW: { sm: "xs" },
          inputProps: { readOnly: onOffer, placeholder: "0.00", "data-field": "precio_original" },
        }}
      />
      <LabelChips
        label="Tallas"
        testId="wizard-tallas"
        values={v.tallas}
        options={TALLAS_ROPA}
        onToggle={(t) => set("tallas", toggleLabel(v.tallas, t))}
        onAdd={(t) => set("tallas", addLabel(v.tallas, t))}
        error={show("tallas")}
      />
      <LabelChips
        label="Colores"
        testId="wizard-colores"
        values={v.colores}
        options={Object.keys(COLORES)}
        swatches={COLORES}
        onToggle={(c) => set("colores", toggleLabel(v.colores, c))}
        onAdd={(c) => set("colores", addLabel(v.colores, c))}
        error={show("colores")}
      />
      {v.tallas.length > 0 && v.colores.length > 0 && <StockGrid v={v} set={set} show={show} />}
    </Stack>
  );
}
