import { Box, Grid, HStack, Text } from "@chakra-ui/react";
import type { Cifra, ResumenPagos, StockRetenido } from "@tienda/shared/schemas/admin-orders";
import { formatNumber, formatPrice, plural } from "@/lib/format";
import { ArrowDownIcon, ArrowUpIcon, CardIcon, KpiSkeleton, KpiValue } from "../../shell";
import { formatCambio } from "../lib/format";

/** `worseWhenUp`: more pending or rejected payments is bad news, so a rise shows red. */
const CARDS: ReadonlyArray<{
  key: keyof ResumenPagos;
  label: string;
  hint: string;
  money?: boolean;
  accent: string;
  worseWhenUp?: boolean;
}> = [
  {
    key: "ingresos_totales",
    label: "Ingresos Totales",
    hint: "USD, solo pagos aprobados",
    money: true,
    accent: "green.500",
  },
  { key: "transacciones", label: "Transacciones", hint: "Pedidos del periodo", accent: "blue.500" },
  {
    key: "pendientes_verificacion",
    label: "Pendientes de Verificación",
    hint: "Comprobantes por revisar",
    accent: "yellow.500",
    worseWhenUp: true,
  },
  { key: "rechazados", label: "Rechazados", hint: "Pagos rechazados", accent: "red.500", worseWhenUp: true },
];

function Change({ cifra, worseWhenUp }: { cifra: Cifra; worseWhenUp?: boolean }) {
  const { text, trend } = formatCambio(cifra.cambio);
  const good = worseWhenUp ? trend === "down" : trend === "up";
  const color = trend === "up" || trend === "down" ? (good ? "green.700" : "red.700") : "gray.600";
  return (
    <HStack gap="1" fontSize="xs" color={color} data-testid="cambio" data-trend={trend}>
      {trend === "up" && <ArrowUpIcon size="12" />}
      {trend === "down" && <ArrowDownIcon size="12" />}
      <Text as="span">{text}</Text>
    </HStack>
  );
}

/** The four summary figures of the period, each with its change against the previous period. */
export function SummaryCards({ resumen, loading }: { resumen: ResumenPagos | undefined; loading: boolean }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
      gap={{ base: "3", md: "4" }}
      aria-label="Resumen del periodo"
    >
      {CARDS.map((c) => {
        const cifra = resumen?.[c.key];
        return (
          <Box
            as="li"
            key={c.key}
            borderWidth="1px"
            borderRadius="lg"
            bg="white"
            p={{ base: "3", md: "4" }}
            borderTopWidth="3px"
            borderTopColor={c.accent}
            data-testid={`resumen-${c.key}`}
          >
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontSize={{ base: "xs", md: "sm" }} color="gray.700" fontWeight="medium">
                {c.label}
              </Text>
              <Box color="gray.400" display={{ base: "none", md: "block" }} aria-hidden="true">
                <CardIcon size="18" />
              </Box>
            </HStack>
            {loading ? (
              <KpiSkeleton />
            ) : !cifra ? (
              <KpiValue color="gray.400">—</KpiValue>
            ) : (
              <>
                <KpiValue data-testid="valor">
                  {c.money ? formatPrice(cifra.valor) : formatNumber(cifra.valor)}
                </KpiValue>
                <Change cifra={cifra} worseWhenUp={c.worseWhenUp} />
              </>
            )}
            <Text fontSize="xs" color="gray.500" mt="1" display={{ base: "none", md: "block" }}>
              {c.hint}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
}

const units = (n: number) => plural(n, "unidad", "unidades");
const orders = (n: number) => plural(n, "pedido", "pedidos");

/**
 * The stock held right now by orders whose payment is not approved: they reserve it until they
 * are paid, cancelled or expire (an order under review never expires by itself). Whatever the
 * period; the server keeps these as counters.
 */
export function HeldStock({ retenido }: { retenido: StockRetenido | undefined }) {
  if (!retenido) return null;
  return (
    <Box
      as="section"
      aria-label="Stock retenido por pedidos sin pagar"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      px={{ base: "3", md: "4" }}
      py="3"
      data-testid="stock-retenido"
    >
      <Text fontSize="sm" color="gray.700">
        <Text as="span" fontWeight="semibold">
          Stock retenido ahora:
        </Text>{" "}
        {units(retenido.sin_pagar.unidades)} en {orders(retenido.sin_pagar.pedidos)} sin pagar ·{" "}
        {units(retenido.en_revision.unidades)} en {orders(retenido.en_revision.pedidos)} en revisión
      </Text>
    </Box>
  );
}
