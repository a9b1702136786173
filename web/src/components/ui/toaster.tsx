import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from "@chakra-ui/react";

/** The app's one toaster; use `notify` from lib/notify to show a toast. */
export const toaster = createToaster({ placement: "top-end", pauseOnPageIdle: true, max: 4 });

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
