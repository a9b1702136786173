import { Button } from "@chakra-ui/react";
import { useRef, useState } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import {
  AdminPage,
  AdminListBody,
  AdminRefreshButton,
  AdminResults,
  guardedPage,
  useLastPageBound,
  useUrlFilters,
} from "../../shell";
import { useAdminProducts, useProductAction } from "../api/admin-products-api";
import {
  hasProductFilters,
  parseProductParams,
  PRODUCT_PAGE_SIZES,
  productSearchParams,
  resetProductFilters,
  withProductFilters,
} from "../lib/filters";
import { UploadIcon } from "../../shell/admin-icons";
import { OfferDialog } from "./offer-dialog";
import { ProductExportButton, ProductImportDialog } from "./product-csv";
import { BulkPhotosDialog } from "./bulk-photos-dialog";
import { ProductFiltersBox } from "./product-filters";
import { actionId, ProductCards, ProductsSkeleton, ProductTable, type ProductRowAction } from "./product-list";
import { ProductWizardDialog } from "./product-wizard";
import { StockDialog } from "./stock-dialog";

interface Open {
  kind: ProductRowAction | "nuevo";
  producto: Producto | null;
  focusId: string | null;
  open: boolean;
}

function ProductsView() {
  const url = useUrlFilters(parseProductParams, productSearchParams, withProductFilters);
  const { filters, update, params, setParams } = url;
  const list = useAdminProducts(filters);
  const action = useProductAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<Open | null>(null);
  const [importing, setImporting] = useState(false);
  const [uploadingPhotos, setUploadingPhotos] = useState(false);
  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));
  const focusBack = () => (dialog?.focusId ? (document.getElementById(dialog.focusId) ?? heading.current) : null);

  // '/admin/productos?stock_producto=<id>' (dashboard alerts) opens that product's stock editor.
  const stockFromUrl = params.get("stock_producto");
  const closeStockFromUrl = () => {
    const sp = new URLSearchParams(window.location.search);
    sp.delete("stock_producto");
    setParams(sp, { replace: true });
  };

  const data = list.data;
  useLastPageBound(data, list.isPlaceholderData, filters.pagina, update);

  const toggle = async (p: Producto) => {
    try {
      const res = await action.mutateAsync({ kind: "cambiar", id: p.id, body: { activo: !p.activo } });
      notify(res.mensaje, "success", 4000, p.nombre);
    } catch (err) {
      notify(errorMessage(err, "No se pudo cambiar el producto"), "error", 5000, p.nombre);
    }
  };

  // On and off is one click, undone by the same button; the rest open their dialog.
  const onAction = (p: Producto, a: ProductRowAction) =>
    a === "activo" ? void toggle(p) : setDialog({ kind: a, producto: p, focusId: actionId(p, a), open: true });

  const remove = async (p: Producto) => {
    try {
      const res = await action.mutateAsync({ kind: "eliminar", id: p.id });
      // Archived instead: the message says why (an order names it) and how to bring it back.
      if (res.resultado === "archivado") notify(res.mensaje, "info", 8000, p.nombre);
      else notify(res.mensaje, "success", 4000, p.nombre);
      heading.current?.focus();
    } catch (err) {
      notify(errorMessage(err, "No se pudo eliminar el producto"), "error", 5000, p.nombre);
    }
  };

  const rows = data?.productos ?? [];
  const table = filters.vista === "tabla";

  const content = (
    <AdminListBody
      query={list}
      count={rows.length}
      errorTitle="Error al cargar los productos"
      loading={<ProductsSkeleton table={table} />}
      empty={{
        title: "No se encontraron productos",
        description: hasProductFilters(filters)
          ? "Intenta con otros filtros de búsqueda"
          : "Crea el primero con «Nuevo Producto»",
        clearLabel: "Reset",
        onClear: hasProductFilters(filters) ? () => update(resetProductFilters) : undefined,
      }}
    >
      {table ? <ProductTable rows={rows} onAction={onAction} /> : <ProductCards rows={rows} onAction={onAction} />}
    </AdminListBody>
  );

  return (
    <AdminPage
      headingRef={heading}
      description="Crea y edita productos, ajusta el stock de cada variante y gestiona las ofertas."
      // Six actions: they wrap beside the heading instead of pushing the page wider than the screen.
      shrinkActions
      actions={
        <>
          <Button
            size="sm"
            colorPalette="green"
            onClick={(e) => setDialog({ kind: "nuevo", producto: null, focusId: e.currentTarget.id, open: true })}
            id="nuevo-producto"
          >
            <PlusIcon /> Nuevo Producto
          </Button>
          <ProductExportButton />
          <Button size="sm" variant="outline" onClick={() => setImporting(true)} data-testid="importar-csv">
            <UploadIcon /> Importar CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => setUploadingPhotos(true)} data-testid="subir-fotos">
            <UploadIcon /> Subir fotos
          </Button>
          <AdminRefreshButton onRefresh={() => void list.refetch()} busy={list.isFetching} />
        </>
      }
    >
      <ProductFiltersBox filters={filters} update={update} onSearch={(q) => update({ q }, { replace: true })} />

      <AdminResults data={data} noun={["producto", "productos"]} pageSizes={PRODUCT_PAGE_SIZES} url={url}>
        {content}
      </AdminResults>

      <ProductWizardDialog
        open={!!dialog?.open && (dialog.kind === "nuevo" || dialog.kind === "editar")}
        productId={dialog?.kind === "editar" ? dialog.producto!.id : null}
        onClose={close}
        finalFocusEl={focusBack}
      />
      <OfferDialog
        open={!!dialog?.open && dialog.kind === "oferta"}
        producto={dialog?.kind === "oferta" ? dialog.producto : null}
        onClose={close}
        finalFocusEl={focusBack}
      />
      <StockDialog
        open={(!!dialog?.open && dialog.kind === "stock") || !!stockFromUrl}
        productId={stockFromUrl ?? (dialog?.kind === "stock" ? dialog.producto!.id : null)}
        nombre={dialog?.producto?.nombre}
        onClose={stockFromUrl ? closeStockFromUrl : close}
        finalFocusEl={stockFromUrl ? () => heading.current : focusBack}
      />
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
      <BulkPhotosDialog open={uploadingPhotos} onClose={() => setUploadingPhotos(false)} />
      <ConfirmDialog
        open={!!dialog?.open && dialog.kind === "eliminar"}
        title="¿Eliminar este producto?"
        description={`«${dialog?.producto?.nombre ?? ""}» se borrará de la tienda. Si algún pedido lo incluye, no se borra: se archiva (queda desactivado) y esos pedidos lo conservan.`}
        confirmLabel="Eliminar"
        onConfirm={() => dialog?.producto && void remove(dialog.producto)}
        onClose={close}
      />
    </AdminPage>
  );
}

/** /admin/productos — the catalogue of the store (admins only). */
export const Component = guardedPage(
  "Gestión de Productos",
  "No tienes permisos para acceder a la gestión de productos",
  ProductsView,
);
