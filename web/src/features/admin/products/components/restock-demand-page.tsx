import { Box, Button, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { formatDate, plural } from "@/lib/format";
import { AdminPage, guardedPage } from "../../shell";
import { useRestockDemand } from "../api/restock-demand-api";
import { StockDialog } from "./stock-dialog";

/**
 * /admin/productos/avisos: the sold-out sizes and colours shoppers asked 'Avísame cuando llegue'
 * for, most waited first (GET /api/admin/avisos), each with its stock editor, so the merchant
 * restocks what is asked for. Saving stock tells the waiting shoppers (docs/restock-alerts.md).
 */
function RestockDemand() {
  const demand = useRestockDemand();
  const [editing, setEditing] = useState<{ id: string; nombre: string; trigger: HTMLElement } | null>(null);
  const rows = demand.data ?? [];
  return (
    <AdminPage description="Tallas y colores agotados que tus clientes esperan, de la más pedida a la menos.">
      {demand.isError ? (
        <ErrorState
          title="Error al cargar la demanda"
          message={errorMessage(demand.error)}
          onRetry={() => void demand.refetch()}
        />
      ) : demand.isLoading ? (
        <Text color="gray.600">Cargando…</Text>
      ) : rows.length === 0 ? (
        <Text color="gray.600" data-testid="demanda-vacia">
          Nadie espera una talla agotada por ahora. Cuando un cliente pida «Avísame cuando llegue», aparecerá aquí.
        </Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg" bg="white">
          <Table.Root size="sm" data-testid="demanda-avisos">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>Producto</Table.ColumnHeader>
                <Table.ColumnHeader>Talla</Table.ColumnHeader>
                <Table.ColumnHeader>Color</Table.ColumnHeader>
                <Table.ColumnHeader>Esperan</Table.ColumnHeader>
                <Table.ColumnHeader>Desde</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((d) => (
                <Table.Row key={`${d.producto_id}|${d.talla}|${d.color}`} data-testid="demanda-fila">
                  <Table.Cell fontWeight="medium">{d.nombre}</Table.Cell>
                  <Table.Cell>{d.talla}</Table.Cell>
                  <Table.Cell>{d.color}</Table.Cell>
                  <Table.Cell>{plural(d.esperando, "persona", "personas")}</Table.Cell>
                  <Table.Cell>{formatDate(d.desde)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Reabastecer ${d.nombre} (${d.talla}, ${d.color})`}
                      onClick={(e) => setEditing({ id: d.producto_id, nombre: d.nombre, trigger: e.currentTarget })}
                    >
                      Reabastecer
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <StockDialog
        open={editing !== null}
        productId={editing?.id ?? null}
        nombre={editing?.nombre}
        onClose={() => setEditing(null)}
        finalFocusEl={() => (editing?.trigger.isConnected ? editing.trigger : null)}
      />
    </AdminPage>
  );
}

export const Component = guardedPage(
  "Demanda de tallas agotadas",
  "Solo los administradores pueden ver la demanda de tallas agotadas.",
  RestockDemand,
);
