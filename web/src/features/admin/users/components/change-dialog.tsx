import { Button, Dialog } from "@chakra-ui/react";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useUpdateUser } from "../api/admin-users-api";
import { changeCopy, estadoLabel, ROL_LABEL } from "../lib/users";
import type { Change } from "./user-parts";
import { AppDialog, DialogDismiss } from "@/components/ui/app-dialog";

const TOAST_MS = 4000;

/** Asks before changing an account's state or role; focus goes back to the button that asked. */
export function ChangeDialog({ change, open, onClose }: { change: Change | null; open: boolean; onClose: () => void }) {
  const update = useUpdateUser();
  const u = change?.user;
  const name = u ? `${u.firstName} ${u.lastName}`.trim() : "";
  const copy = change ? changeCopy(change.kind, change.user) : null;

  const confirm = async () => {
    if (!u || !copy) return;
    try {
      const res = await update.mutateAsync({ id: u.id, body: copy.body });
      notify(res.mensaje, "success", TOAST_MS, `${name}: ${ROL_LABEL[res.usuario.role]} · ${estadoLabel(res.usuario)}`);
    } catch (err) {
      notify(errorMessage(err, "No se pudo actualizar el usuario"), "error", 6000, name);
    }
    onClose();
  };

  return (
    <AppDialog
      role="alertdialog"
      open={open}
      finalFocusEl={() => (change ? document.getElementById(change.focusId) : null)}
      onClose={onClose}
      lazyMount={false}
      unmountOnExit={false}
      title={copy?.title}
      contentProps={{ mx: "4" }}
    >
      <Dialog.Body>
        <Dialog.Description color="gray.700">{copy?.text}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismiss />
        <Button
          colorPalette={copy?.color}
          onClick={() => void confirm()}
          loading={update.isPending}
          loadingText="Guardando..."
        >
          {copy?.confirm}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
