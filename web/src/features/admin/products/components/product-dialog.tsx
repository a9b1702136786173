import { Button, Dialog, Portal, Skeleton, Stack, Text, type SkeletonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { errorMessage } from "@/lib/api-client";

type DataAttributes = { [k: `data-${string}`]: string | undefined };

/**
 * The frame of the products page's dialogs (wizard, 'Oferta', 'Stock'): centred, mounted only
 * while open (so each opening starts from the product as it is now), closed by Escape or the
 * backdrop, and giving focus back to `finalFocusEl`.
 */
export function ProductDialog({
  open,
  onClose,
  contentProps,
  children,
  ...root
}: Omit<Dialog.RootProps, "open" | "onOpenChange" | "children"> & {
  open: boolean;
  onClose: () => void;
  contentProps?: Dialog.ContentProps & DataAttributes;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
      {...root}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The '✕' in the dialog's top corner. */
export function DialogCloseButton() {
  return (
    <Dialog.CloseTrigger asChild>
      <Button variant="ghost" size="sm" position="absolute" top="3" insetEnd="3" aria-label="Cerrar">
        ✕
      </Button>
    </Dialog.CloseTrigger>
  );
}

/** While an editor reads its product: placeholders shaped like the form, or why it could not be read. */
export function ProductLoading({
  error,
  isError,
  heights,
  gap,
}: {
  error: unknown;
  isError: boolean;
  heights: ReadonlyArray<SkeletonProps["h"]>;
  gap: string;
}) {
  return (
    <Dialog.Body>
      {isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(error, "No se pudo cargar el producto")}
        </Text>
      ) : (
        <Stack gap={gap} aria-busy="true">
          {heights.map((h, i) => (
            <Skeleton key={i} h={h} />
          ))}
        </Stack>
      )}
    </Dialog.Body>
  );
}
