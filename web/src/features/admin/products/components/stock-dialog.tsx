import "../../shell";
import { Badge, Box, Button, Dialog, Stack, Table, Text, chakra } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { ApiError, errorMessage } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { notify } from "@/lib/notify";
import { useAdminProduct, useProductAction } from "../api/admin-products-api";
import { useRestockDemand, waitingFor } from "../api/restock-demand-api";
import { AppDialog, DialogCloseButton, DialogDismiss } from "@/components/ui/app-dialog";
import { ProductLoading } from "./product-dialog";
import { StockInput } from "./stock-input";
import { STOCK_MESSAGES, stockBadge, stockChanges, stockFieldError, variantKey } from "../lib/stock";

const TOAST_MS = 4000;

/** The badge of a stock figure: red 'Stock Bajo' under 10, yellow under 20, green otherwise. */
export function StockBadge({ stock, testId }: { stock: number; testId?: string }) {
  const b = stockBadge(stock);
  return (
    <Badge colorPalette={b.color} variant="subtle" data-testid={testId} data-color={b.color}>
      {b.label}
    </Badge>
  );
}

function StockForm({ producto, onClose }: { producto: Producto; onClose: () => void }) {
  const action = useProductAction();
  const initial = useMemo(
    () => Object.fromEntries(producto.variantes.map((v) => [variantKey(v.talla, v.color), String(v.stock)])),
    [producto],
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [touched, setTouched] = useState(false);
  useEffect(() => setValues(initial), [initial]);
  const { changes, errors } = stockChanges(producto.variantes, values);
  // Shoppers waiting for a sold-out variant ('Avísame cuando llegue'): what to restock first.
  const waiting = waitingFor(useRestockDemand().data, producto.id);
  // Sizes in the product's order (XS → XXL), then colours in the product's order.
  const variantes = useMemo(
    () =>
      [...producto.variantes].sort(
        (a, b) =>
          producto.tallas.indexOf(a.talla) - producto.tallas.indexOf(b.talla) ||
          producto.colores.indexOf(a.color) - producto.colores.indexOf(b.color),
      ),
    [producto],
  );
  const hasErrors = Object.keys(errors).length > 0;
  const nothing = Object.keys(changes).length === 0;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (hasErrors) return;
    if (nothing) {
      notify(STOCK_MESSAGES.nothing, "info", TOAST_MS);
      return;
    }
    try {
      const res = await action.mutateAsync({ kind: "stock", id: producto.id, stock: changes });
      notify(res.mensaje, "success", TOAST_MS, producto.nombre);
      onClose();
    } catch (err) {
      notify(errorMessage(err, "No se pudo actualizar el stock"), "error", 5000, producto.nombre);
      if (err instanceof ApiError && err.status === 404) onClose();
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="contents" aria-label={`Stock de ${producto.nombre}`}>
      <Dialog.Body>
        <Stack gap="3">
          <Dialog.Description color="gray.700">
            Unidades disponibles de cada talla y color. Menos de 10 es stock bajo.
          </Dialog.Description>
          {producto.variantes.length === 0 ? (
            <Text color="gray.600">Este producto no tiene variantes. Edítalo para añadir tallas y colores.</Text>
          ) : (
            <Box borderWidth="1px" borderRadius="md" overflowX="auto" maxH="60vh" overflowY="auto">
              <Table.Root size="sm" data-testid="stock-table">
                <Table.Header>
                  <Table.Row bg="gray.50">
                    <Table.ColumnHeader>Talla</Table.ColumnHeader>
                    <Table.ColumnHeader>Color</Table.ColumnHeader>
                    <Table.ColumnHeader>Stock</Table.ColumnHeader>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {variantes.map((v) => {
                    const key = variantKey(v.talla, v.color);
                    const raw = values[key] ?? "";
                    const err = touched || raw !== initial[key] ? stockFieldError(raw) : null;
                    const n = Number(raw);
                    return (
                      <Table.Row key={key} data-testid="stock-row" data-variante={key}>
                        <Table.Cell fontWeight="medium">{v.talla}</Table.Cell>
                        <Table.Cell>{v.color}</Table.Cell>
                        <Table.Cell minW="28">
                          <StockInput
                            talla={v.talla}
                            color={v.color}
                            w="24"
                            value={raw}
                            invalid={!!err}
                            onChange={(value) => setValues((s) => ({ ...s, [key]: value }))}
                            data-testid={`stock-input-${key}`}
                          />
                          {err && (
                            <Text color="red.700" fontSize="xs" mt="1" role="alert">
                              {err}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {!stockFieldError(raw) && <StockBadge stock={n} testId="stock-badge" />}
                          {(waiting.get(key) ?? 0) > 0 && (
                            <Text fontSize="xs" color="orange.700" mt="1" data-testid="stock-esperando">
                              {plural(waiting.get(key) ?? 0, "persona espera", "personas esperan")}
                            </Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismiss />
        <Button
          type="submit"
          loading={action.isPending}
          loadingText="Guardando..."
          disabled={producto.variantes.length === 0 || (touched && hasErrors)}
        >
          Guardar stock
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** The stock editor of one product (products page 'Stock', dashboard 'Reabastecer', alert links). */
export function StockDialog({
  productId,
  open,
  onClose,
  nombre,
  finalFocusEl,
}: {
  productId: string | null;
  open: boolean;
  onClose: () => void;
  nombre?: string;
  finalFocusEl?: () => HTMLElement | null;
}) {
  const product = useAdminProduct(open ? productId : null);
  return (
    <AppDialog open={open} onClose={onClose} size={{ base: "full", md: "lg" }} finalFocusEl={finalFocusEl}>
      <Dialog.Header>
        <Dialog.Title>Stock: {product.data?.nombre ?? nombre ?? "producto"}</Dialog.Title>
      </Dialog.Header>
      <DialogCloseButton />
      {product.data ? (
        <StockForm producto={product.data} onClose={onClose} />
      ) : (
        <ProductLoading error={product.error} isError={product.isError} heights={["9", "9", "9", "9"]} gap="2" />
      )}
    </AppDialog>
  );
}
