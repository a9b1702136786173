import { Button, HStack, IconButton, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { useId, useState } from "react";
import { PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { EditIcon } from "../../dashboard/components/admin-page-icons";
import { useProductAction } from "../api/admin-products-api";
import { basePrice, isOnOffer } from "../lib/offer";
import { parseAmount } from "../lib/wizard";

/**
 * The list's own price editor: the price changes with one PATCH, without the four-step wizard.
 * On offer, the price typed is the one without the offer (the offer keeps its percentage).
 */
export function PriceEdit({ p }: { p: Producto }) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useProductAction();
  const inputId = useId();
  const label = isOnOffer(p) ? "Precio sin oferta" : "Precio";

  if (text === null)
    return (
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`Cambiar precio: ${p.nombre}`}
        data-testid="accion-precio"
        onClick={() => {
          setError(null);
          setText(String(basePrice(p)));
        }}
      >
        <EditIcon />
      </IconButton>
    );

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const precio = parseAmount(text);
    if (!(precio > 0)) return setError(PRODUCT_MESSAGES.precio);
    if (precio === basePrice(p)) return setText(null);
    try {
      const res = await action.mutateAsync({ kind: "cambiar", id: p.id, body: { precio } });
      notify(res.mensaje, "success", 4000, p.nombre);
      setText(null);
    } catch (err) {
      setError(errorMessage(err, "No se pudo cambiar el precio"));
    }
  };

  return (
    <chakra.form onSubmit={save} noValidate aria-label={`Precio de ${p.nombre}`} mt="1">
      <Stack gap="1">
        <chakra.label htmlFor={inputId} fontSize="xs" color="gray.700">
          {label} (USD)
        </chakra.label>
        <HStack gap="1">
          <Input
            id={inputId}
            size="xs"
            w="24"
            inputMode="decimal"
            autoFocus
            value={text}
            aria-invalid={!!error}
            data-testid="precio-input"
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => e.key === "Escape" && setText(null)}
          />
          <Button size="xs" type="submit" colorPalette="green" loading={action.isPending}>
            Guardar
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setText(null)}>
            Cancelar
          </Button>
        </HStack>
        {error && (
          <Text role="alert" fontSize="xs" color="red.700">
            {error}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
