import "../../shell";
import { Box, Button, HStack, Skeleton, Stack, Tag, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { ResenaAdmin } from "@tienda/shared/schemas/reviews";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import {
  AdminCardList,
  AdminFilters,
  AdminFilterSelect,
  AdminPage,
  AdminRefreshButton,
  guardedPage,
  useUrlFilters,
} from "../../shell";
import { useAdminReviews } from "../api/admin-reviews-api";
import {
  hasFilters,
  parseReviewParams,
  reviewSearchParams,
  STAR_OPTIONS,
  VISIBILITY_OPTIONS,
  type ReviewFilters,
} from "../lib/review-filters";
import { ModerateDialog } from "./moderate-dialog";
import { ReviewRow } from "./review-row";

const EMPTY: ReviewFilters = { q: "", producto: "", estrellas: "", visible: "" };
// The list loads more as one scrolls: there is no page to go back to.
const mergeReviewFilters = (f: ReviewFilters, patch: Partial<ReviewFilters>): ReviewFilters => ({ ...f, ...patch });

function ReviewsView() {
  const { filters, update, bind } = useUrlFilters(parseReviewParams, reviewSearchParams, mergeReviewFilters);
  const list = useAdminReviews(filters);
  const [moderating, setModerating] = useState<ResenaAdmin | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const productName = rows.find((r) => r.producto_id === filters.producto)?.producto_nombre ?? filters.producto;

  let content: React.ReactNode;
  if (list.isError)
    content = (
      <ErrorState
        title="Error al cargar las reseñas"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data)
    content = (
      <Stack gap="2" aria-busy="true" aria-label="Cargando reseñas...">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="20" borderRadius="md" />
        ))}
      </Stack>
    );
  else if (!rows.length)
    content = (
      <EmptyState
        title="No se encontraron reseñas"
        description={
          hasFilters(filters)
            ? "Intenta con otros filtros de búsqueda"
            : "Los compradores aún no han calificado productos"
        }
        action={
          hasFilters(filters) ? (
            <Button variant="outline" onClick={() => update(EMPTY)}>
              Limpiar filtros
            </Button>
          ) : undefined
        }
      />
    );
  else
    content = (
      <Box opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
        <AdminCardList>
          {rows.map((r) => (
            <ReviewRow key={r.id} r={r} onProduct={(producto) => update({ producto })} onModerate={setModerating} />
          ))}
        </AdminCardList>
        {list.hasNextPage && (
          <Button mt="4" variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Cargar más
          </Button>
        )}
      </Box>
    );

  return (
    <AdminPage
      description="Las calificaciones de los compradores verificados. Oculta las que no cumplan las normas de la tienda."
      actions={
        <>
          <AdminRefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
        </>
      }
    >
      <AdminFilters
        search={{
          value: filters.q,
          onSearch: (q) => update({ q }),
          formLabel: "Buscar reseñas",
          placeholder: "Producto, comprador, pedido o texto...",
          testId: "buscar-resenas",
        }}
        columns={{ base: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)" }}
        below={
          filters.producto ? (
            <HStack>
              <Text fontSize="sm">Producto:</Text>
              <Tag.Root>
                <Tag.Label>{productName}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label="Quitar el filtro de producto"
                    onClick={() => update({ producto: "" })}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </HStack>
          ) : undefined
        }
      >
        <AdminFilterSelect
          label="Calificación"
          options={STAR_OPTIONS}
          testId="filtro-estrellas"
          {...bind("estrellas")}
        />
        <AdminFilterSelect
          label="Visibilidad"
          options={VISIBILITY_OPTIONS}
          testId="filtro-visibilidad"
          {...bind("visible")}
        />
      </AdminFilters>
      <Box as="section" aria-label="Resultados">
        {content}
      </Box>
      {moderating && <ModerateDialog review={moderating} onClose={() => setModerating(null)} />}
    </AdminPage>
  );
}

/** /admin/resenas — buyers' reviews and their moderation (admins only). */
export const Component = guardedPage("Reseñas", "No tienes permisos para acceder a las reseñas", ReviewsView);
