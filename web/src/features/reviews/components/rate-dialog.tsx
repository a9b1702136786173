import { Button, CloseButton, Dialog, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { AppDialog } from "@/components/ui/app-dialog";
import { useState, type FormEvent } from "react";
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "@tienda/shared/schemas/reviews";
import { FormField } from "@/components/ui/form-field";
import { notify } from "@/lib/notify";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useRateProduct } from "../api/reviews-api";
import { StarPicker, starLabel } from "./star-picker";

export interface RateTarget {
  productoId: string;
  nombre: string;
  talla: string;
  color: string;
}

/**
 * 'Calificar': the buyer gives 1 to 5 stars, and optionally a title and a text, for one product of
 * a delivered order. Sending again later edits the same review (the server keeps one per product).
 */
export default function RateDialog({
  orderId,
  token,
  target,
  onClose,
}: {
  orderId: string;
  token?: string | null;
  target: RateTarget;
  onClose: () => void;
}) {
  const [stars, setStars] = useState(0);
  const [titulo, setTitulo] = useState("");
  const [texto, setTexto] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rate = useRateProduct(orderId, token);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stars < 1) return setErrors({ calificacion: REVIEW_MESSAGES.stars });
    setErrors({});
    rate.mutate(
      { productoId: target.productoId, calificacion: stars, titulo: titulo || undefined, texto: texto || undefined },
      {
        onSuccess: (saved) => {
          notify(saved.mensaje, "success");
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errores) setErrors(err.errores);
          notify(errorMessage(err), "error");
        },
      },
    );
  };

  return (
    <AppDialog open preventScroll onClose={onClose} contentProps={{ mx: "4" }}>
      <form onSubmit={submit} aria-label={`Calificar ${target.nombre}`}>
        <Dialog.Header>
          <Dialog.Title>Calificar producto</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text fontWeight="semibold">{target.nombre}</Text>
          <Text color="gray.600" fontSize="sm" mb="4">
            Talla: {target.talla} · Color: {target.color}
          </Text>
          <Stack gap="4">
            <FormField label="Tu calificación" required error={errors.calificacion}>
              <StarPicker value={stars} onChange={setStars} />
              {stars > 0 && (
                <Text fontSize="sm" color="gray.600">
                  {starLabel(stars)}
                </Text>
              )}
            </FormField>
            <FormField label="Título (opcional)" error={errors.titulo}>
              <Input value={titulo} maxLength={REVIEW_TITLE_MAX} onChange={(e) => setTitulo(e.target.value)} />
            </FormField>
            <FormField
              label="Tu reseña (opcional)"
              error={errors.texto}
              helper={`${texto.length} / ${REVIEW_TEXT_MAX}`}
            >
              <Textarea value={texto} maxLength={REVIEW_TEXT_MAX} rows={5} onChange={(e) => setTexto(e.target.value)} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="gray" bg="black" color="white" loading={rate.isPending}>
            Publicar reseña
          </Button>
        </Dialog.Footer>
      </form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Cerrar" />
      </Dialog.CloseTrigger>
    </AppDialog>
  );
}
