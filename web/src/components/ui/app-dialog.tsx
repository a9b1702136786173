import { Button, Dialog, IconButton, Portal, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";

type DataAttributes = { [k: `data-${string}`]: string | undefined };

/**
 * The frame of the app's dialogs: centred, mounted only while open (so each opening starts from
 * the data as it is now; pass lazyMount={false} to keep it), closed by Escape or the backdrop.
 * With a title it draws the header; the body, footer and buttons are the caller's.
 */
export function AppDialog({
  open,
  onClose,
  title,
  contentProps,
  children,
  ...root
}: Omit<Dialog.RootProps, "open" | "onOpenChange" | "children"> & {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
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
          <Dialog.Content {...contentProps}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The '✕' in the dialog's top corner. */
export function DialogCloseButton() {
  return (
    <Dialog.CloseTrigger asChild>
      <IconButton aria-label="Cerrar" variant="ghost" size="sm" position="absolute" top="3" insetEnd="3">
        <CloseIcon />
      </IconButton>
    </Dialog.CloseTrigger>
  );
}

/** The footer's button that closes the dialog without doing anything ('Cancelar', 'Cerrar'). */
export function DialogDismiss({ children = "Cancelar", ...button }: ButtonProps) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline" {...button}>
        {children}
      </Button>
    </Dialog.ActionTrigger>
  );
}
