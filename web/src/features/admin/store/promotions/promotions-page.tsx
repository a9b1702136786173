import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { KpiGrid } from "../../shell";
import { useDeletePromo, usePromos, useSavePromo } from "./api";
import { PromoForm } from "./promo-form";
import { PromoRow } from "./promo-row";

/**
 * /admin/tienda/promociones: the store's promo codes with the uses counted so far (orders that
 * hold one; a cancelled or expired order gives its use back); create, edit, turn off and delete.
 */
export function Component() {
  useDocumentTitle("Promociones | Admin");
  const list = usePromos();
  const save = useSavePromo();
  const remove = useDeletePromo();
  const [editing, setEditing] = useState<PromocionAdmin | "nuevo" | null>(null);
  const [deleting, setDeleting] = useState<PromocionAdmin | null>(null);
  const now = new Date();

  const toggle = async (p: PromocionAdmin) => {
    try {
      await save.mutateAsync({ nuevo: false, codigo: p.codigo, body: { activo: !p.activo } });
      notify(p.activo ? `Código ${p.codigo} desactivado` : `Código ${p.codigo} activado`, "success", 4000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo cambiar el código promocional"), "error", 6000);
    }
  };

  const onDelete = async (p: PromocionAdmin) => {
    setDeleting(null);
    try {
      await remove.mutateAsync(p.codigo);
      notify(`Código ${p.codigo} eliminado`, "success", 4000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo eliminar el código promocional"), "error", 6000);
    }
  };

  if (list.isError) {
    return (
      <ErrorState
        title="Error al cargar los códigos promocionales"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const promos = list.data ?? [];
  return (
    <Stack gap="4" as="section" aria-labelledby="promociones-title">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text as="h2" id="promociones-title" fontWeight="bold" fontSize="xl">
            Promociones
          </Text>
          <Text fontSize="sm" color="gray.600">
            Códigos que los compradores escriben en el carrito. Cada pedido con un código cuenta un uso; si se cancela o
            vence, el uso se devuelve.
          </Text>
        </Box>
        <Button onClick={() => setEditing("nuevo")} disabled={editing !== null} data-testid="promo-nuevo">
          <PlusIcon /> Nuevo código
        </Button>
      </HStack>
      <KpiGrid
        label="Resumen de promociones"
        loading={list.isLoading}
        items={[
          { label: "Códigos", value: formatNumber(promos.length), accent: "blue.500" },
          { label: "Activos", value: formatNumber(promos.filter((p) => p.activo).length), accent: "green.500" },
          {
            label: "Usos en pedidos",
            value: formatNumber(promos.reduce((n, p) => n + p.usos, 0)),
            accent: "purple.500",
          },
        ]}
      />
      {editing !== null && (
        <PromoForm
          key={editing === "nuevo" ? "nuevo" : editing.codigo}
          promo={editing === "nuevo" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isLoading ? (
        <Skeleton h="48" borderRadius="lg" />
      ) : promos.length === 0 ? (
        <EmptyState
          title="Aún no hay códigos promocionales"
          description="Crea el primero para ofrecer un descuento con un código en el carrito."
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Códigos promocionales">
          {promos.map((p) => (
            <PromoRow
              key={p.codigo}
              promo={p}
              now={now}
              busy={editing !== null || save.isPending || remove.isPending}
              onEdit={() => setEditing(p)}
              onToggle={() => void toggle(p)}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar el código promocional?"
        description={`${deleting?.codigo ?? ""} dejará de aplicarse en el carrito. Los pedidos que ya lo usaron conservan su descuento. Para pausarlo sin perderlo, desactívalo.`}
        confirmLabel="Eliminar"
        onConfirm={() => deleting && void onDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
