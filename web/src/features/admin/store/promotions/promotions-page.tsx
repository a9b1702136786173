import { useState } from "react";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { formatNumber } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { KpiGrid } from "../../shell";
import { ConfirmDelete, runAction, StoreListPage } from "../components/store-list";
import { useDeletePromo, usePromos, useSavePromo } from "./api";
import { PromoForm } from "./promo-form";
import { PromoRow } from "./promo-row";
import { FirstPurchaseCard } from "./first-purchase-card";

/**
 * /admin/tienda/promociones: the store's promo codes with the uses counted so far (orders that
 * hold one; a cancelled or expired order gives its use back); create, edit, turn off and delete.
 * Beside them, the store's first-purchase discount (a store setting).
 */
export function Component() {
  useDocumentTitle("Promociones | Admin");
  const list = usePromos();
  const save = useSavePromo();
  const remove = useDeletePromo();
  const [deleting, setDeleting] = useState<PromocionAdmin | null>(null);
  const now = new Date();

  const pending = save.isPending || remove.isPending;
  const promos = list.data ?? [];
  return (
    <StoreListPage
      id="promociones"
      title="Promociones"
      description="Códigos que los compradores escriben en el carrito. Cada pedido con un código cuenta un uso; si se cancela o vence, el uso se devuelve."
      newLabel="Nuevo código"
      newTestId="promo-nuevo"
      keyOf={(p) => p.codigo}
      form={(promo, done) => <PromoForm promo={promo} onDone={done} />}
      summary={
        <>
          <FirstPurchaseCard />
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
        </>
      }
      query={list}
      errorTitle="Error al cargar los códigos promocionales"
      empty={{
        title: "Aún no hay códigos promocionales",
        description: "Crea el primero para ofrecer un descuento con un código en el carrito.",
      }}
      listLabel="Códigos promocionales"
      renderItem={(p, editor) => (
        <PromoRow
          key={p.codigo}
          promo={p}
          now={now}
          busy={editor.open || pending}
          onEdit={editor.edit}
          onToggle={() =>
            void runAction(
              () => save.mutateAsync({ nuevo: false, codigo: p.codigo, body: { activo: !p.activo } }),
              p.activo ? `Código ${p.codigo} desactivado` : `Código ${p.codigo} activado`,
              "No se pudo cambiar el código promocional",
            )
          }
          onDelete={() => setDeleting(p)}
        />
      )}
      dialog={
        <ConfirmDelete
          item={deleting}
          onClose={() => setDeleting(null)}
          title="¿Eliminar el código promocional?"
          description={(p) =>
            `${p.codigo} dejará de aplicarse en el carrito. Los pedidos que ya lo usaron conservan su descuento. Para pausarlo sin perderlo, desactívalo.`
          }
          remove={(p) => remove.mutateAsync(p.codigo)}
          done={(p) => `Código ${p.codigo} eliminado`}
          failed="No se pudo eliminar el código promocional"
        />
      }
    />
  );
}
