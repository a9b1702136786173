import { Box, Button, Dialog, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { notify } from "@/lib/notify";
import { useProductAction } from "../api/admin-products-api";
import {
  basePrice,
  describeOffer,
  offerBody,
  offerFormErrors,
  offerPrice,
  productOffer,
  toLocalInput,
  type OfferForm,
} from "../lib/offer";
import { parseAmount } from "../lib/wizard";
import { OfferFields } from "./offer-fields";
import { AppDialog, DialogDismiss } from "@/components/ui/app-dialog";

const TOAST_MS = 4000;

function OfferFormView({ producto, onClose }: { producto: Producto; onClose: () => void }) {
  const action = useProductAction();
  // The offer it has now (running or scheduled), as the admin API reports it.
  const current = productOffer(producto);
  const base = current?.precio_original ?? basePrice(producto);
  const [v, setV] = useState<OfferForm>({
    porcentaje: current ? String(current.porcentaje) : "",
    precio_original: base.toFixed(2),
    flash: current?.flash ?? false,
    fin: current?.flash && current.fin ? toLocalInput(new Date(current.fin)) : "",
  });
  const [touched, setTouched] = useState<Partial<Record<keyof OfferForm, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = offerFormErrors(v, new Date());
  const show = (k: keyof OfferForm) => (submitted || touched[k] ? errors[k] : undefined);
  const pct = Number(v.porcentaje);
  const original = parseAmount(v.precio_original);
  const preview = !errors.porcentaje && !errors.precio_original ? offerPrice(original, pct) : null;
  const set = <K extends keyof OfferForm>(k: K, value: OfferForm[K]) => setV((s) => ({ ...s, [k]: value }));
  const field = (k: "porcentaje" | "precio_original" | "fin") => ({
    value: v[k],
    onChange: (value: string) => set(k, value),
    onBlur: () => setTouched((t) => ({ ...t, [k]: true })),
    error: show(k),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    try {
      const res = await action.mutateAsync({ kind: "oferta", id: producto.id, body: offerBody(v) });
      notify(res.mensaje, "success", TOAST_MS, `${producto.nombre}: -${pct}%`);
      onClose();
    } catch (err) {
      notify(errorMessage(err, "No se pudo aplicar la oferta"), "error", 5000, producto.nombre);
      if (err instanceof ApiError && err.status === 404) onClose();
    }
  };
  const remove = async () => {
    try {
      const res = await action.mutateAsync({ kind: "quitar-oferta", id: producto.id });
      notify(res.mensaje, "success", TOAST_MS, producto.nombre);
      onClose();
    } catch (err) {
      notify(errorMessage(err, "No se pudo quitar la oferta"), "error", 5000, producto.nombre);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="contents" aria-label={`Oferta de ${producto.nombre}`}>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description color="gray.700">
            {current?.estado === "activa"
              ? `En oferta: ${formatPrice(producto.precio)} (antes ${formatPrice(current.precio_original)}, ${describeOffer(current)}).`
              : current
                ? `Oferta programada (${describeOffer(current)}). Precio actual: ${formatPrice(producto.precio)}.`
                : `Precio actual: ${formatPrice(producto.precio)}.`}
          </Dialog.Description>
          <OfferFields
            porcentaje={{
              ...field("porcentaje"),
              min: 1,
              max: 90,
              helper: "Entre 1 y 90",
              inputProps: { placeholder: "1–90", "data-testid": "oferta-porcentaje" },
            }}
            precioOriginal={{
              ...field("precio_original"),
              helper: "El precio tachado; el descuento se aplica sobre él",
              inputProps: { "data-testid": "oferta-precio-original" },
            }}
            flash={{ checked: v.flash, onChange: (flash) => set("flash", flash), testId: "oferta-flash" }}
            fin={{
              ...field("fin"),
              label: "Termina el",
              inputProps: { min: toLocalInput(new Date()), "data-testid": "oferta-fin" },
            }}
          >
            <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="3" aria-live="polite">
              <Text fontSize="sm" color="gray.700">
                Nuevo precio
              </Text>
              <HStack gap="2" align="baseline">
                <Text fontSize="xl" fontWeight="bold" data-testid="oferta-nuevo-precio">
                  {preview !== null ? formatPrice(preview) : "—"}
                </Text>
                {preview !== null && (
                  <Text as="s" color="gray.600">
                    {formatPrice(original)}
                  </Text>
                )}
              </HStack>
            </Box>
          </OfferFields>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2">
        {current && (
          <Button
            variant="ghost"
            colorPalette="red"
            mr="auto"
            onClick={() => void remove()}
            disabled={action.isPending}
          >
            Quitar oferta
          </Button>
        )}
        <DialogDismiss />
        <Button type="submit" colorPalette="red" loading={action.isPending} loadingText="Aplicando...">
          Aplicar oferta
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** 'Oferta': a percentage off an original price, now, optionally as a flash offer with an end. */
export function OfferDialog({
  producto,
  open,
  onClose,
  finalFocusEl,
}: {
  producto: Producto | null;
  open: boolean;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <AppDialog open={open} onClose={onClose} finalFocusEl={finalFocusEl} contentProps={{ mx: "4" }}>
      <Dialog.Header>
        <Dialog.Title>Oferta: {producto?.nombre}</Dialog.Title>
      </Dialog.Header>
      {producto && <OfferFormView producto={producto} onClose={onClose} />}
    </AppDialog>
  );
}
