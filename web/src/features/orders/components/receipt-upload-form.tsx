import { Button, Field, Heading, Input, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { AlertBox } from "@/components/ui/alert-box";
import { useState } from "react";
import { CHECKOUT_MESSAGES, isPagoUsd, parseBsAmount } from "@tienda/shared/schemas/checkout";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { formatPrice } from "@/lib/format";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { uploadImage } from "@/lib/upload";
import { ordersApi } from "../api/orders-api";
import { ReceiptFileInput } from "./receipt-file-input";

const NO_FILE = "Selecciona la imagen de tu comprobante";

/**
 * 'Subir comprobante' (while `puede_subir_comprobante`): the image goes to the bucket through
 * POST /api/subidas, then POST /api/pedido/{id}/comprobante attaches it (payment → pendiente_verificacion).
 */
export function ReceiptUploadForm({
  pedido,
  token,
  onDone,
}: {
  pedido: PedidoDetalle;
  token: string | null;
  onDone: (p: PedidoDetalle) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [referencia, setReferencia] = useState("");
  const [monto, setMonto] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const next: Record<string, string> = {};
    if (monto.trim() && parseBsAmount(monto) === null) next.monto = CHECKOUT_MESSAGES.montoInvalido;
    setErrors(next);
    if (!file) setFileError(NO_FILE);
    if (!file || next.monto) return;
    setSending(true);
    try {
      const clave = await uploadImage(file, "comprobante");
      const updated = await ordersApi.attachReceipt(pedido.id, token, {
        clave,
        ...(referencia.trim() ? { referencia: referencia.trim() } : {}),
        ...(monto.trim() ? { monto: monto.trim() } : {}),
      });
      onDone(updated);
      notify("Comprobante enviado. Verificaremos tu pago pronto.");
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        setErrors(err.errores);
        if (err.errores.clave) setFileError(err.errores.clave);
      }
      setFormError(
        err instanceof ApiError || (err instanceof Error && !(err instanceof TypeError))
          ? errorMessage(err)
          : CHECKOUT_MESSAGES.offline,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby="subir-comprobante-title"
      data-testid="receipt-upload-form"
    >
      <Stack gap="4">
        <Heading id="subir-comprobante-title" as="h3" size="sm">
          Subir comprobante
        </Heading>
        <Text fontSize="sm" color="gray.700">
          Paga {isPagoUsd(pedido.tipo_pago) ? formatPrice(pedido.total) : formatBs(pedido.total_bs)} y sube la captura o
          foto del comprobante.
        </Text>
        <ReceiptFileInput
          label="Imagen del comprobante"
          required
          file={file}
          onChange={(f) => {
            setFile(f);
            setFormError(null);
          }}
          error={fileError}
          onError={setFileError}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root invalid={!!errors.referencia}>
            <Field.Label>Número de referencia (opcional)</Field.Label>
            <Input
              value={referencia}
              autoComplete="off"
              maxLength={40}
              onChange={(e) => {
                setReferencia(e.target.value);
                setErrors(({ referencia: _r, ...rest }) => rest);
              }}
            />
            {errors.referencia && <Field.ErrorText>{errors.referencia}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.monto}>
            <Field.Label>Monto pagado en Bs. (opcional)</Field.Label>
            <Input
              value={monto}
              inputMode="decimal"
              autoComplete="off"
              maxLength={30}
              placeholder="1.234,56"
              onChange={(e) => {
                setMonto(e.target.value);
                setErrors(({ monto: _m, ...rest }) => rest);
              }}
            />
            {errors.monto && <Field.ErrorText>{errors.monto}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        {formError && (
          <AlertBox px="3" py="2" fontSize="sm">
            {formError}
          </AlertBox>
        )}
        <Button type="submit" loading={sending} loadingText="Enviando..." alignSelf={{ sm: "flex-start" }}>
          Enviar comprobante
        </Button>
      </Stack>
    </chakra.form>
  );
}
