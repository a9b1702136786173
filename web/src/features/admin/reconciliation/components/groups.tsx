import { Badge, Box, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Abono, Candidato, Conciliacion } from "@tienda/shared/schemas/reconciliation";
import { formatBs, formatDate, plural } from "@/lib/format";
import { KpiGrid } from "../../shell";

type Confirm = (linea: number, pedidoId: string) => void;

function Section({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="white" p="4" data-testid={testId} aria-label={title}>
      <HStack justify="space-between" mb="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        <Badge>{count}</Badge>
      </HStack>
      {count === 0 ? <Text color="gray.600">Nada en este grupo.</Text> : children}
    </Box>
  );
}

function CreditCells({ a }: { a: Abono }) {
  return (
    <>
      <Table.Cell>{a.linea}</Table.Cell>
      <Table.Cell>{formatDate(a.fecha)}</Table.Cell>
      <Table.Cell fontFamily="mono">{a.referencia}</Table.Cell>
      <Table.Cell textAlign="end">{formatBs(a.monto_bs)}</Table.Cell>
    </>
  );
}

/** A table of statement credits: the credit's own columns, then the group's `extra` ones. */
function CreditTable({ extra, children }: { extra: string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Línea</Table.ColumnHeader>
            <Table.ColumnHeader>Fecha</Table.ColumnHeader>
            <Table.ColumnHeader>Referencia</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
            {extra.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function OrderCell({ c }: { c: Pick<Candidato, "numero_pedido" | "total_bs" | "referencia"> }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{c.numero_pedido}</Text>
      <Text fontSize="sm" color="gray.600">
        {formatBs(c.total_bs)}
        {c.referencia ? ` · Ref. ${c.referencia}` : ""}
      </Text>
    </Stack>
  );
}

function Candidates({
  linea,
  candidatos,
  approved,
  onConfirm,
  busy,
}: {
  linea: number;
  candidatos: Candidato[];
  approved: Set<number>;
  onConfirm: Confirm;
  busy: boolean;
}) {
  return (
    <Stack gap="2">
      {candidatos.map((c) => (
        <HStack key={c.id} justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0">
            <OrderCell c={c} />
            <Text fontSize="sm" color="orange.700">
              {c.motivo_texto}
            </Text>
          </Stack>
          {!approved.has(linea) && (
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              onClick={() => onConfirm(linea, c.id)}
              aria-label={`Confirmar ${c.numero_pedido} con la línea ${linea}`}
            >
              Confirmar
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** The four groups with their counts, each credit beside its order (or its candidates). */
export function ReconciliationGroups({
  data,
  onApproveAll,
  onConfirm,
  busy,
}: {
  data: Conciliacion;
  onApproveAll: () => void;
  onConfirm: Confirm;
  busy: boolean;
}) {
  const approved = new Set(data.aprobados.map((a) => a.linea));
  const pending = data.coincidencias.filter((c) => !approved.has(c.abono.linea)).length;
  return (
    <Stack gap="5">
      <KpiGrid
        label="Resultado de la conciliación"
        items={[
          {
            label: "Coincide",
            value: String(data.conteos.coincidencias),
            accent: "green.500",
            testId: "conteo-coincide",
          },
          { label: "Revisar", value: String(data.conteos.revisar), accent: "orange.500", testId: "conteo-revisar" },
          {
            label: "Sin pedido",
            value: String(data.conteos.sin_pedido),
            accent: "gray.500",
            testId: "conteo-sin-pedido",
          },
          {
            label: "Sin movimiento",
            value: String(data.conteos.sin_movimiento),
            accent: "red.500",
            testId: "conteo-sin-movimiento",
          },
        ]}
      />
      <Section title="Coincide" count={data.coincidencias.length} testId="grupo-coincide">
        <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
          <Text fontSize="sm" color="gray.700">
            {pending > 0
              ? `${plural(pending, "pago espera", "pagos esperan")} aprobación. Cada uno tiene referencia y monto exactos en el estado de cuenta.`
              : "Todas las coincidencias están aprobadas."}
          </Text>
          <Button colorPalette="green" size="sm" onClick={onApproveAll} disabled={pending === 0} loading={busy}>
            Aprobar coincidencias
          </Button>
        </HStack>
        <CreditTable extra={["Pedido", "Estado"]}>
          {data.coincidencias.map((c) => (
            <Table.Row key={c.abono.linea}>
              <CreditCells a={c.abono} />
              <Table.Cell>
                <OrderCell c={c.pedido} />
              </Table.Cell>
              <Table.Cell>
                {approved.has(c.abono.linea) ? (
                  <Badge colorPalette="green">Aprobado</Badge>
                ) : (
                  <Badge>Por aprobar</Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </CreditTable>
      </Section>
      <Section title="Revisar" count={data.revisar.length} testId="grupo-revisar">
        <CreditTable extra={["Candidatos"]}>
          {data.revisar.map((r) => (
            <Table.Row key={r.abono.linea} verticalAlign="top">
              <CreditCells a={r.abono} />
              <Table.Cell>
                {approved.has(r.abono.linea) && (
                  <Badge colorPalette="green" mb="2">
                    Aprobado
                  </Badge>
                )}
                <Candidates
                  linea={r.abono.linea}
                  candidatos={r.candidatos}
                  approved={approved}
                  onConfirm={onConfirm}
                  busy={busy}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </CreditTable>
      </Section>
      <Section title="Sin pedido" count={data.sin_pedido.length} testId="grupo-sin-pedido">
        <CreditTable extra={["Descripción"]}>
          {data.sin_pedido.map(({ abono }) => (
            <Table.Row key={abono.linea}>
              <CreditCells a={abono} />
              <Table.Cell>{abono.descripcion}</Table.Cell>
            </Table.Row>
          ))}
        </CreditTable>
      </Section>
      <Section title="Sin movimiento" count={data.sin_movimiento.length} testId="grupo-sin-movimiento">
        <Text fontSize="sm" color="gray.700" mb="2">
          Pedidos con comprobante en revisión que no aparecen en este estado de cuenta.
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {data.sin_movimiento.map(({ pedido }) => (
            <li key={pedido.id}>
              <OrderCell c={pedido} />
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
