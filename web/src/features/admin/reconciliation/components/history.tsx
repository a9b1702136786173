import { Box, Button, Table, Text } from "@chakra-ui/react";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useReconciliations } from "../api/reconciliation-api";

/** Past imports: who, when, file, bank, counts per group and how many were approved from each. */
export function ReconciliationHistory({ current, onOpen }: { current: string | null; onOpen: (id: string) => void }) {
  const list = useReconciliations();
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p="4"
      aria-label="Importaciones anteriores"
      data-testid="historial-conciliaciones"
    >
      <Text as="h2" fontWeight="semibold" fontSize="lg" mb="3">
        Importaciones anteriores
      </Text>
      {list.isError ? (
        <ErrorState
          title="No se pudo cargar el historial"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Text color="gray.600">Cargando…</Text>
      ) : list.data.length === 0 ? (
        <Text color="gray.600">Aún no has importado ningún estado de cuenta.</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                <Table.ColumnHeader>Archivo</Table.ColumnHeader>
                <Table.ColumnHeader>Banco</Table.ColumnHeader>
                <Table.ColumnHeader>Por</Table.ColumnHeader>
                <Table.ColumnHeader>Coincide / Revisar / Sin pedido / Sin movimiento</Table.ColumnHeader>
                <Table.ColumnHeader>Aprobados</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data.map((h) => (
                <Table.Row key={h.id} bg={h.id === current ? "blue.50" : undefined}>
                  <Table.Cell>{formatDateTime(h.fecha)}</Table.Cell>
                  <Table.Cell>{h.nombre_archivo}</Table.Cell>
                  <Table.Cell>{h.banco ?? "—"}</Table.Cell>
                  <Table.Cell>{h.por}</Table.Cell>
                  <Table.Cell>
                    {h.conteos.coincidencias} / {h.conteos.revisar} / {h.conteos.sin_pedido} /{" "}
                    {h.conteos.sin_movimiento}
                  </Table.Cell>
                  <Table.Cell>{h.aprobados}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onOpen(h.id)}
                      aria-label={`Ver la importación de ${h.nombre_archivo}`}
                    >
                      Ver
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
