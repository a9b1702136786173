import { useState } from "react";
import { Box, Button, Dialog, Field, Grid, Input, Portal, Stack, Text, Textarea, chakra } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { RejectPaymentSchema, UpdateFulfilmentSchema } from "@tienda/shared/schemas/admin-orders";
import { ApiError } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { orderActionError } from "@/lib/order-errors";
import { useOrderAction, type OrderAction } from "../api/admin-orders-api";
import type { AccionPedido } from "../lib/actions";
import { actionCopy as copy } from "../lib/action-copy";

export type ActionKind = Exclude<AccionPedido, "ver" | "comprobante">;

/** The order an action is about (from a list row or from the details). */
export interface ActionTarget {
  id: string;
  numero: string;
  cliente: string;
  total: number;
  total_bs: number;
  /** Paid in dollars (Zelle, Binance, cash): the amount is the USD one only. */
  usd?: boolean;
}

export interface ActionRequest {
  kind: ActionKind;
  target: ActionTarget;
}

interface Values {
  motivo: string;
  guia: string;
  transportista: string;
}

const MOTIVO_MAX = 500;
const TOAST_MS = 4000;

/** The first message of a zod field check, for react-hook-form's validate. */
const check = (schema: z.ZodType) => (value: string) => {
  const r = schema.safeParse(value);
  return r.success || (r.error.issues[0]?.message ?? "Valor no válido");
};
const checkReject = check(RejectPaymentSchema.shape.motivo);
const checkCancel = check(UpdateFulfilmentSchema.shape.motivo);
const checkGuia = check(UpdateFulfilmentSchema.shape.guia);
const checkTransportista = check(UpdateFulfilmentSchema.shape.transportista);

function toAction(kind: ActionKind, id: string, v: Values, confirmarReferenciaUsada = false): OrderAction {
  const opt = (s: string) => (s.trim() ? s.trim() : undefined);
  switch (kind) {
    case "aprobar":
      return { kind: "aprobar", id, ...(confirmarReferenciaUsada ? { confirmarReferenciaUsada } : {}) };
    case "rechazar":
      return { kind: "rechazar", id, motivo: v.motivo.trim() };
    case "cobrar":
      return { kind: "cobrar", id };
    case "transito":
      return {
        kind: "fulfil",
        id,
        body: { estado: "en_transito", guia: opt(v.guia), transportista: opt(v.transportista) },
      };
    case "entregado":
      return { kind: "fulfil", id, body: { estado: "entregado" } };
    case "cancelar":
      return { kind: "fulfil", id, body: { estado: "cancelado", motivo: opt(v.motivo) } };
    case "archivar":
      return { kind: "archivar", id };
  }
}

function ActionForm({
  request,
  onClose,
  onDone,
}: {
  request: ActionRequest;
  onClose: () => void;
  onDone?: (r: ActionRequest) => void;
}) {
  const { kind, target } = request;
  const c = copy(kind, target);
  const action = useOrderAction();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { motivo: "", guia: "", transportista: "" }, mode: "onTouched" });
  const motivoLength = (watch("motivo") ?? "").length;
  // The server's warning that another order's approval used this payment's reference: the admin
  // may confirm it is another payment, which the second click sends.
  const [usedReference, setUsedReference] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await action.mutateAsync(toAction(kind, target.id, values, usedReference !== null));
      const mensaje =
        kind === "archivar" && res && typeof res === "object" && "mensaje" in res ? String(res.mensaje) : c.done;
      notify(mensaje, "success", TOAST_MS, `Pedido ${target.numero}`);
      onClose();
      onDone?.(request);
    } catch (err) {
      if (kind === "aprobar" && err instanceof ApiError && err.status === 409 && err.errores?.referencia_usada) {
        setUsedReference(err.errores.referencia_usada);
        return;
      }
      if (err instanceof ApiError && err.status === 400 && err.errores) {
        for (const [field, message] of Object.entries(err.errores)) {
          if (field === "motivo" || field === "guia" || field === "transportista") setError(field, { message });
        }
        if (Object.keys(err.errores).some((f) => ["motivo", "guia", "transportista"].includes(f))) return;
      }
      // Without a message of the server's: the order helper's text for the action.
      notify(
        orderActionError(err, kind === "archivar" ? "eliminar" : "actualizar"),
        "error",
        5000,
        `Pedido ${target.numero}`,
      );
      // 409 (somebody else moved it), 404 (gone): the list is read again; a network error keeps the form.
      if (err instanceof ApiError) onClose();
    }
  });

  const motivoField = kind === "rechazar" || kind === "cancelar";
  return (
    <chakra.form onSubmit={onSubmit} noValidate display="contents">
      <Dialog.Header>
        <Dialog.Title>{c.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description color="gray.700">{c.text}</Dialog.Description>
          {usedReference && (
            <Box role="alert" bg="orange.50" borderWidth="1px" borderColor="orange.300" rounded="md" p="3">
              <Text color="orange.900" fontSize="sm">
                {usedReference}
              </Text>
            </Box>
          )}
          {motivoField && (
            <Field.Root invalid={!!errors.motivo} required={kind === "rechazar"}>
              <Field.Label>
                {kind === "rechazar" ? "Motivo del rechazo" : "Motivo de la cancelación (opcional)"}
                {kind === "rechazar" && <Field.RequiredIndicator />}
              </Field.Label>
              <Textarea
                rows={4}
                maxLength={MOTIVO_MAX}
                placeholder={
                  kind === "rechazar" ? "Ej.: La referencia no aparece en nuestro estado de cuenta" : undefined
                }
                {...register("motivo", { validate: kind === "rechazar" ? checkReject : checkCancel })}
                data-testid="motivo"
              />
              <Box display="flex" justifyContent="space-between" w="full" gap="2">
                <Box>{errors.motivo && <Field.ErrorText>{errors.motivo.message}</Field.ErrorText>}</Box>
                <Text
                  fontSize="xs"
                  color={motivoLength >= MOTIVO_MAX ? "red.700" : "gray.600"}
                  aria-live="polite"
                  flexShrink={0}
                >
                  {motivoLength}/{MOTIVO_MAX}
                </Text>
              </Box>
            </Field.Root>
          )}
          {kind === "transito" && (
            <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
              <Field.Root invalid={!!errors.guia}>
                <Field.Label>Número de guía</Field.Label>
                <Input maxLength={60} autoComplete="off" {...register("guia", { validate: checkGuia })} />
                {errors.guia ? (
                  <Field.ErrorText>{errors.guia.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Opcional</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root invalid={!!errors.transportista}>
                <Field.Label>Transportista</Field.Label>
                <Input
                  maxLength={60}
                  autoComplete="off"
                  placeholder="MRW, Zoom, Tealca..."
                  {...register("transportista", { validate: checkTransportista })}
                />
                {errors.transportista ? (
                  <Field.ErrorText>{errors.transportista.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Opcional</Field.HelperText>
                )}
              </Field.Root>
            </Grid>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {kind === "cancelar" ? "Volver" : "Cancelar"}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette={c.color} loading={isSubmitting} data-testid="confirmar-accion">
          {usedReference ? "Aprobar de todos modos" : c.confirm}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/**
 * The confirmation (and its small form) of each review or fulfilment action: approve, reject
 * with a reason, mark in transit with an optional tracking number, mark delivered, cancel with
 * an optional reason, archive. Focus goes back to `finalFocusEl` when it closes.
 */
export function ActionDialog({
  open,
  request,
  seq,
  onClose,
  onDone,
  finalFocusEl,
}: {
  open: boolean;
  request: ActionRequest | null;
  /** Changes on every opening: the form starts empty each time. */
  seq: number;
  onClose: () => void;
  /** After a successful action (the dialog is already closing). */
  onDone?: (r: ActionRequest) => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open && !!request}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="action-dialog">
            {request && <ActionForm key={seq} request={request} onClose={onClose} onDone={onDone} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
