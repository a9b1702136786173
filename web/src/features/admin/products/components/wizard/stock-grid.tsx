import { Box, Button, HStack, Input, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { variantKey } from "../../lib/stock";
import { withStockGrid } from "../../lib/wizard";
import { StockInput } from "../stock-input";
import type { StepProps } from "./use-product-wizard";

const WHOLE = /^\d+$/;

/** Stock per size × colour, with 'Aplicar a todas' to fill every variant at once. */
export function StockGrid({ v, set, show }: StepProps) {
  const [fill, setFill] = useState("");
  const grid = withStockGrid(v);
  return (
    <Box>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontWeight="medium" fontSize="sm" id="stock-grid-label">
          Stock por talla y color
        </Text>
        <HStack gap="2">
          <Input
            size="sm"
            w="24"
            type="number"
            min={0}
            value={fill}
            onChange={(e) => setFill(e.currentTarget.value)}
            aria-label="Stock para todas las variantes"
            placeholder="Todas"
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!WHOLE.test(fill.trim())}
            onClick={() => set("stock", Object.fromEntries(Object.keys(grid).map((k) => [k, fill.trim()])))}
          >
            Aplicar a todas
          </Button>
        </HStack>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto">
        <Table.Root size="sm" aria-labelledby="stock-grid-label" data-testid="wizard-stock">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>Talla</Table.ColumnHeader>
              {v.colores.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {v.tallas.map((t) => (
              <Table.Row key={t}>
                <Table.Cell fontWeight="medium">{t}</Table.Cell>
                {v.colores.map((c) => {
                  const key = variantKey(t, c);
                  const raw = grid[key] ?? "0";
                  const bad = !WHOLE.test(raw.trim());
                  return (
                    <Table.Cell key={c}>
                      <StockInput
                        talla={t}
                        color={c}
                        w="20"
                        value={raw}
                        invalid={bad}
                        borderColor={bad ? "red.500" : undefined}
                        onChange={(value) => set("stock", { ...grid, [key]: value })}
                      />
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {show("stock") && (
        <Text color="red.700" fontSize="sm" mt="1" role="alert">
          {show("stock")}
        </Text>
      )}
    </Box>
  );
}
