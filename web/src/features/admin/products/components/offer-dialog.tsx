import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
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
  const original = Number(v.precio_original.replace(",", "."));
  const preview = !errors.porcentaje && !errors.precio_original ? offerPrice(original, pct) : null;
  const set = <K extends keyof OfferForm>(k: K, value: OfferForm[K]) => setV((s) => ({ ...s, [k]: value }));
  const blur = (k: keyof OfferForm) => () => setTouched((t) => ({ ...t, [k]: true }));

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
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
            <Field.Root invalid={!!show("porcentaje")} required>
              <Field.Label>
                Descuento (%)
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                step={1}
                value={v.porcentaje}
                onChange={(e) => set("porcentaje", e.currentTarget.value)}
                onBlur={blur("porcentaje")}
                placeholder="1–90"
                data-testid="oferta-porcentaje"
              />
              {show("porcentaje") ? (
                <Field.ErrorText>{show("porcentaje")}</Field.ErrorText>
              ) : (
                <Field.HelperText>Entre 1 y 90</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={!!show("precio_original")} required>
              <Field.Label>
                Precio original (USD)
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                inputMode="decimal"
                value={v.precio_original}
                onChange={(e) => set("precio_original", e.currentTarget.value)}
                onBlur={blur("precio_original")}
                data-testid="oferta-precio-original"
              />
              {show("precio_original") ? (
                <Field.ErrorText>{show("precio_original")}</Field.ErrorText>
              ) : (
                <Field.HelperText>El precio tachado; el descuento se aplica sobre él</Field.HelperText>
              )}
            </Field.Root>
          </Grid>
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
          <Checkbox.Root checked={v.flash} onCheckedChange={(e) => set("flash", e.checked === true)}>
            <Checkbox.HiddenInput data-testid="oferta-flash" />
            <Checkbox.Control />
            <Checkbox.Label>Oferta flash (termina sola en la fecha indicada)</Checkbox.Label>
          </Checkbox.Root>
          {v.flash && (
            <Field.Root invalid={!!show("fin")} required>
              <Field.Label>
                Termina el
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="datetime-local"
                min={toLocalInput(new Date())}
                value={v.fin}
                onChange={(e) => set("fin", e.currentTarget.value)}
                onBlur={blur("fin")}
                data-testid="oferta-fin"
              />
              {show("fin") && <Field.ErrorText>{show("fin")}</Field.ErrorText>}
            </Field.Root>
          )}
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
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancelar</Button>
        </Dialog.ActionTrigger>
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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Oferta: {producto?.nombre}</Dialog.Title>
            </Dialog.Header>
            {producto && <OfferFormView producto={producto} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
