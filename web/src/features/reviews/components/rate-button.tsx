import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import type { RateTarget } from "./rate-dialog";

const RateDialog = lazy(() => import("./rate-dialog"));

/** 'Calificar' beside a delivered order's line; the dialog's code loads on the first click. */
export function RateButton({ orderId, token, target }: { orderId: string; token?: string | null; target: RateTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Calificar ${target.nombre}`}>
        Calificar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RateDialog orderId={orderId} token={token} target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
