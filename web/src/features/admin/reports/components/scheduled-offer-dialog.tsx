import { Box, Button, Dialog, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { ProductoVendido } from "@tienda/shared/schemas/stats";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useProductAction } from "../../products/api/admin-products-api";
import {
  defaultScheduledOffer,
  isRecommendedDiscount,
  REPORT_OFFER_HOURS,
  REPORT_OFFER_MAX,
  REPORT_OFFER_MIN,
  scheduledOfferBody,
  scheduledOfferErrors,
  type ScheduledOfferForm,
} from "../../products/lib/offer";
import { OfferFields } from "../../products/components/offer-fields";
import { fechaHora } from "../../dashboard/lib/format";
import { AppDialog, DialogDismiss } from "@/components/ui/app-dialog";

function OfferForm({ producto, onClose }: { producto: ProductoVendido; onClose: () => void }) {
  const action = useProductAction();
  const [v, setV] = useState<ScheduledOfferForm>(() => defaultScheduledOffer(new Date()));
  const [submitted, setSubmitted] = useState(false);
  const errors = scheduledOfferErrors(v, new Date());
  const show = (k: keyof ScheduledOfferForm) => (submitted ? errors[k] : undefined);
  const pct = Number(v.porcentaje);
  const outOfBand = Number.isFinite(pct) && !isRecommendedDiscount(pct);
  const field = (k: keyof ScheduledOfferForm) => ({
    value: v[k],
    onChange: (value: string) => setV((s) => ({ ...s, [k]: value })),
    error: show(k),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const body = scheduledOfferBody(v);
    try {
      const res = await action.mutateAsync({ kind: "oferta", id: producto.idProducto, body });
      notify(
        res.mensaje,
        "success",
        5000,
        `${producto.nombre}: -${body.porcentaje}% del ${fechaHora(body.inicio)} al ${fechaHora(body.fin)}`,
      );
      onClose();
    } catch (err) {
      notify(errorMessage(err, "No se pudo crear la oferta"), "error", 5000, producto.nombre);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="contents" aria-label={`Crear oferta para ${producto.nombre}`}>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description color="gray.700">
            La oferta empieza y termina sola en las fechas indicadas (por defecto {REPORT_OFFER_HOURS} horas desde
            ahora).
          </Dialog.Description>
          <OfferFields
            porcentaje={{
              ...field("porcentaje"),
              min: REPORT_OFFER_MIN,
              max: REPORT_OFFER_MAX,
              helper: `Entre ${REPORT_OFFER_MIN} y ${REPORT_OFFER_MAX} %. Recomendado: 15–30 %${outOfBand && v.porcentaje ? " (fuera del rango recomendado)" : ""}`,
              helperColor: outOfBand ? "orange.700" : undefined,
              inputProps: { maxW: "40", "data-testid": "crear-oferta-porcentaje" },
            }}
            inicio={{ ...field("inicio"), inputProps: { "data-testid": "crear-oferta-inicio" } }}
            fin={{ ...field("fin"), inputProps: { min: v.inicio || undefined, "data-testid": "crear-oferta-fin" } }}
          />
          <Box bg="gray.50" borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <Text>
              Vendidas en el periodo: <strong>{producto.unidadesVendidas}</strong> unidades
            </Text>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismiss />
        <Button type="submit" colorPalette="red" loading={action.isPending} loadingText="Creando...">
          Crear Oferta
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** 'Crear Oferta' of the reports: a scheduled offer (start and end) of 5–70 %. */
export function ScheduledOfferDialog({
  producto,
  open,
  onClose,
}: {
  producto: ProductoVendido | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog open={open} onClose={onClose} title={<>Crear Oferta: {producto?.nombre}</>} contentProps={{ mx: "4" }}>
      {producto && <OfferForm producto={producto} onClose={onClose} />}
    </AppDialog>
  );
}
