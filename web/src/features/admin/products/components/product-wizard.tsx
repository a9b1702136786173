import "../../shell";
import { Box, Button, Dialog, Text } from "@chakra-ui/react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { formatPrice } from "@/lib/format";
import { ArrowLeftIcon, ArrowRightIcon } from "../../dashboard/components/admin-page-icons";
import { useAdminProduct } from "../api/admin-products-api";
import { describeOffer, type WithOffer } from "../lib/offer";
import { WIZARD_STEPS, type WizardStep } from "../lib/wizard";
import { AppDialog, DialogCloseButton, DialogDismiss } from "@/components/ui/app-dialog";
import { ProductLoading } from "./product-dialog";
import { StepBasics } from "./wizard/step-basics";
import { StepCategory } from "./wizard/step-category";
import { StepImages } from "./wizard/step-images";
import { StepNav } from "./wizard/step-nav";
import { StepStock } from "./wizard/step-stock";
import { useProductWizard, type WizardProps } from "./wizard/use-product-wizard";

type Offer = NonNullable<WithOffer["oferta"]>;

/** Step 1's note on a product with an offer: the form edits the price without the discount. */
function OfferNote({ offer, precio }: { offer: Offer; precio: number }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="md"
      p="3"
      mb="4"
      fontSize="sm"
      data-testid="wizard-oferta"
    >
      {offer.estado === "programada"
        ? `Este producto tiene una oferta programada (${describeOffer(offer)}).`
        : `Este producto está en oferta (${describeOffer(offer)}; hoy a ${formatPrice(precio)}).`}{" "}
      Aquí editas el precio sin descuento; la oferta se mantiene y se gestiona con «Oferta».
    </Box>
  );
}

function WizardForm(props: WizardProps) {
  const { producto } = props;
  const w = useProductWizard(props);
  const { v, step, set, show, go } = w;
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Dialog.Title>{producto ? `Editar: ${producto.nombre}` : "Nuevo Producto"}</Dialog.Title>
        <StepNav step={step} values={v} onGo={go} />
      </Dialog.Header>
      <DialogCloseButton />
      <Dialog.Body ref={w.body} data-testid={`wizard-step-${step}`}>
        <Text fontWeight="semibold" mb="3" aria-live="polite">
          Paso {step} de 4: {WIZARD_STEPS[step - 1]!.title}
        </Text>
        {w.offer && producto && step === 1 && <OfferNote offer={w.offer} precio={producto.precio} />}
        {step === 1 && <StepBasics v={v} set={set} show={show} />}
        {step === 2 && <StepCategory v={v} set={set} show={show} />}
        {step === 3 && <StepStock v={v} set={set} show={show} onOffer={!!w.offer} />}
        {step === 4 && <StepImages v={v} set={set} setImages={w.setImages} />}
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap="2">
        {step > 1 ? (
          <Button variant="outline" onClick={() => go((step - 1) as WizardStep)}>
            <ArrowLeftIcon /> Anterior
          </Button>
        ) : (
          <DialogDismiss />
        )}
        {step < 4 ? (
          <Button onClick={() => go((step + 1) as WizardStep)} disabled={!w.valid} data-testid="wizard-siguiente">
            Siguiente <ArrowRightIcon />
          </Button>
        ) : (
          <Button
            colorPalette="green"
            onClick={() => void w.save()}
            disabled={!w.valid}
            loading={w.saving}
            loadingText="Guardando..."
          >
            {w.editing ? "Guardar Cambios" : "Crear Producto"}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

/** 'Nuevo Producto' (productId null) or 'Editar' (the product read fresh from the API). */
export function ProductWizardDialog({
  open,
  productId,
  onClose,
  onSaved,
  finalFocusEl,
}: {
  open: boolean;
  productId: string | null;
  onClose: () => void;
  onSaved?: (p: Producto | null) => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  const product = useAdminProduct(open ? productId : null);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
      contentProps={{ "data-testid": "product-wizard" }}
    >
      {!productId ? (
        <WizardForm producto={null} onClose={onClose} onSaved={onSaved} />
      ) : product.data ? (
        <WizardForm key={product.data.id} producto={product.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <>
          <Dialog.Header>
            <Dialog.Title>Editar producto</Dialog.Title>
          </Dialog.Header>
          <ProductLoading error={product.error} isError={product.isError} heights={["10", "24", "10"]} gap="3" />
        </>
      )}
    </AppDialog>
  );
}
