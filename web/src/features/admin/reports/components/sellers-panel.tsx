import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { ProductoVendido } from "@tienda/shared/schemas/stats";
import { ProductImage } from "@/components/ui/product-image";
import { EyeIcon, PercentIcon } from "../../dashboard/components/admin-page-icons";
import { Panel, PanelEmpty } from "../../dashboard/components/panel";
import { SellerFigures } from "../../dashboard/components/seller-panels";
import { sortSellers, type SellerSort } from "../lib/report";

/** Sorting by units or by revenue, as two pressed/unpressed buttons. */
function SortButtons({ title, by, onBy }: { title: string; by: SellerSort; onBy: (by: SellerSort) => void }) {
  return (
    <HStack gap="1" role="group" aria-label={`Ordenar ${title.toLowerCase()}`}>
      {(["unidades", "ingresos"] as const).map((k) => (
        <Button
          key={k}
          size="xs"
          variant={by === k ? "solid" : "outline"}
          aria-pressed={by === k}
          onClick={() => onBy(k)}
        >
          {k === "unidades" ? "Unidades" : "Ingresos"}
        </Button>
      ))}
    </HStack>
  );
}

/** Best or slow sellers of the period, each with 'Ver' (details) and 'Crear Oferta'. */
export function SellersPanel({
  title,
  rows,
  order,
  onView,
  onOffer,
  testId,
}: {
  title: string;
  rows: readonly ProductoVendido[];
  order: "desc" | "asc";
  onView: (p: ProductoVendido) => void;
  onOffer: (p: ProductoVendido) => void;
  testId: string;
}) {
  const [by, setBy] = useState<SellerSort>("unidades");
  const sorted = sortSellers(rows, by, order);
  return (
    <Panel title={title} testId={testId} action={<SortButtons title={title} by={by} onBy={setBy} />}>
      {sorted.length === 0 ? (
        <PanelEmpty>Sin ventas en el periodo.</PanelEmpty>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {sorted.map((p, i) => (
            <HStack
              as="li"
              key={p.idProducto}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              data-testid="vendido"
              align="center"
            >
              <Text w="5" textAlign="center" fontWeight="bold" color="gray.600" flexShrink={0}>
                {i + 1}
              </Text>
              <ProductImage src={p.imagen} alt="" w="10" h="12" flexShrink={0} borderRadius="sm" />
              <SellerFigures p={p} lineClamp={2} />
              <HStack gap="1" flexShrink={0} wrap="wrap" justify="flex-end">
                <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={`Ver ${p.nombre}`}>
                  <EyeIcon /> Ver
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onOffer(p)}
                  aria-label={`Crear oferta para ${p.nombre}`}
                >
                  <PercentIcon /> Crear Oferta
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
