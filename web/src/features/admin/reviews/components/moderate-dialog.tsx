import { Button, CloseButton, Dialog, Text, Textarea } from "@chakra-ui/react";
import { AppDialog } from "@/components/ui/app-dialog";
import { useState } from "react";
import { REVIEW_MESSAGES, REVIEW_REASON_MAX, type ResenaAdmin } from "@tienda/shared/schemas/reviews";
import { FormField } from "@/components/ui/form-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useModerateReview } from "../api/admin-reviews-api";

/**
 * Hide a review (a reason is required, and kept with who and when) or show it again (the reason
 * is optional). The product's average and count follow at once on the server.
 */
export function ModerateDialog({ review, onClose }: { review: ResenaAdmin; onClose: () => void }) {
  const hiding = review.visible;
  const [motivo, setMotivo] = useState("");
  const [error, setError] = useState<string | undefined>();
  const moderate = useModerateReview();

  const send = () => {
    if (hiding && !motivo.trim()) return setError(REVIEW_MESSAGES.reason);
    moderate.mutate(
      { id: review.id, body: { visible: !hiding, ...(motivo.trim() ? { motivo: motivo.trim() } : {}) } },
      {
        onSuccess: (saved) => {
          notify(saved.mensaje, "success");
          onClose();
        },
        onError: (err) => {
          setError(err instanceof ApiError ? err.errores?.motivo : undefined);
          notify(errorMessage(err), "error", 5000);
        },
      },
    );
  };

  return (
    <AppDialog open onClose={onClose} title={hiding ? "Ocultar reseña" : "Mostrar reseña"} contentProps={{ mx: "4" }}>
      <Dialog.Body>
        <Text fontSize="sm" color="gray.700" mb="4">
          {hiding
            ? "La reseña dejará de verse en la tienda y de contar en la calificación del producto."
            : "La reseña volverá a verse en la tienda y a contar en la calificación del producto."}
        </Text>
        <FormField label="Motivo" required={hiding} error={error}>
          <Textarea
            value={motivo}
            maxLength={REVIEW_REASON_MAX}
            rows={3}
            onChange={(e) => {
              setMotivo(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button colorPalette={hiding ? "red" : "green"} loading={moderate.isPending} onClick={send}>
          {hiding ? "Ocultar reseña" : "Mostrar reseña"}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Cerrar" />
      </Dialog.CloseTrigger>
    </AppDialog>
  );
}
