import { Button, HStack, Text } from "@chakra-ui/react";
import { paginationWindow } from "@tienda/shared/rules/pagination";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

/** First, last and 2 pages either side with ellipses (storefront spec, shop catalogue). */
export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (p: number) => void }) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  return (
    <nav aria-label="Paginación">
      <HStack gap="1" justify="center" wrap="wrap" mt="8">
        <Button size="sm" variant="outline" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Página anterior">
          <ChevronLeftIcon />
        </Button>
        {items.map((it) =>
          typeof it === "number" ? (
            <Button
              key={it}
              size="sm"
              minW="9"
              variant={it === page ? "solid" : "outline"}
              aria-current={it === page ? "page" : undefined}
              aria-label={`Página ${it}`}
              onClick={() => onChange(it)}
            >
              {it}
            </Button>
          ) : (
            <Text key={it} px="1" color="gray.600" aria-hidden="true">
              …
            </Text>
          ),
        )}
        <Button size="sm" variant="outline" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Página siguiente">
          <ChevronRightIcon />
        </Button>
      </HStack>
    </nav>
  );
}
