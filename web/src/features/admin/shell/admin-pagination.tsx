import { Button, HStack } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { adminPageWindow } from "./page-window";

/** Previous / up to 5 page numbers / next (admin lists). */
export function AdminPagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación">
      <HStack gap="1" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange(page - 1)}
          disabled={page <= 1}
          aria-label="Página anterior"
        >
          <ChevronLeftIcon />
        </Button>
        {adminPageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            size="sm"
            minW="9"
            variant={n === page ? "solid" : "outline"}
            aria-current={n === page ? "page" : undefined}
            aria-label={`Página ${n}`}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange(page + 1)}
          disabled={page >= totalPages}
          aria-label="Página siguiente"
        >
          <ChevronRightIcon />
        </Button>
      </HStack>
    </nav>
  );
}
