import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react";

/** The app's one toaster. Shop notifications last 3 s, auth ones 4 s (spec §9). */
export const toaster = createToaster({ placement: "top-end", pauseOnPageIdle: true, max: 4 });

export const SHOP_TOAST_MS = 3000;
export const AUTH_TOAST_MS = 4000;

type ToastType = "success" | "error" | "info" | "warning";

export function notify(title: string, type: ToastType = "success", duration = SHOP_TOAST_MS): void {
  toaster.create({ title, type, duration });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Cerrar notificación" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
