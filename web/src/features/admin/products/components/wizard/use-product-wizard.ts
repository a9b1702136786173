import { useEffect, useMemo, useRef, useState } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useProductAction } from "../../api/admin-products-api";
import { productOffer } from "../../lib/offer";
import {
  EMPTY_WIZARD,
  firstInvalidStep,
  fromProduct,
  isStepValid,
  stepErrors,
  toProductInput,
  withStockGrid,
  type WizardStep,
  type WizardValues,
} from "../../lib/wizard";

export const TOAST_MS = 4000;

export type Setter = <K extends keyof WizardValues>(k: K, value: WizardValues[K]) => void;
export type ImagesUpdate = (f: (imgs: WizardValues["imagenes"]) => WizardValues["imagenes"]) => void;

/** The wizard's product (null for 'Nuevo Producto') and what happens once it is saved or closed. */
export interface WizardProps {
  producto: Producto | null;
  onClose: () => void;
  onSaved?: (p: Producto | null) => void;
}

/** What every step draws from: the values, the setter, and a field's error once it is worth showing. */
export interface StepProps {
  v: WizardValues;
  set: Setter;
  show: (k: string) => string | undefined;
}

/**
 * The wizard's form state: values, current step, touched fields and saving. A field's error shows
 * once the admin has changed it (the stock grid's once the sizes have been touched), so a fresh step
 * is not red; 'Siguiente' is disabled until the step is valid anyway.
 */
export function useProductWizard({ producto, onClose, onSaved }: WizardProps) {
  const editing = !!producto;
  const initial = useMemo(() => (producto ? fromProduct(producto) : EMPTY_WIZARD), [producto]);
  // The offer the product has (running or scheduled): kept by the API when the product is saved.
  const offer = useMemo(() => (producto ? productOffer(producto) : null), [producto]);
  const [v, setV] = useState<WizardValues>(initial);
  const [step, setStep] = useState<WizardStep>(1);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const action = useProductAction();
  const body = useRef<HTMLDivElement>(null);
  const previews = useRef(new Set<string>());

  // Object URLs of new images are released when the form closes.
  useEffect(() => {
    for (const i of v.imagenes) if (i.preview.startsWith("blob:")) previews.current.add(i.preview);
  }, [v.imagenes]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const set: Setter = (k, value) => {
    setV((s) => ({ ...s, [k]: value }));
    setTouched((t) => (t.has(k) ? t : new Set(t).add(k)));
  };
  const setImages: ImagesUpdate = (f) => setV((s) => ({ ...s, imagenes: f(s.imagenes) }));
  const errors = stepErrors(step, v) as Record<string, string | undefined>;
  const show = (k: string) => (touched.has(k) || (k === "stock" && touched.has("tallas")) ? errors[k] : undefined);
  const go = (s: WizardStep) => {
    setStep(s);
    body.current?.scrollTo({ top: 0 });
  };

  const save = async () => {
    const bad = firstInvalidStep(v);
    if (bad) {
      go(bad);
      return;
    }
    const input = toProductInput({ ...v, stock: withStockGrid(v) });
    try {
      // On offer, the struck-through price is the offer's: the API keeps it in the same write.
      const res = producto
        ? await action.mutateAsync({
            kind: "editar",
            id: producto.id,
            body: offer ? { ...input, precio_original: null } : input,
          })
        : await action.mutateAsync({ kind: "crear", body: input });
      notify(res.mensaje, "success", TOAST_MS, res.producto?.nombre);
      onSaved?.(res.producto);
      onClose();
    } catch (err) {
      if (editing) notify("Error al actualizar el producto", "error", 6000, errorMessage(err));
      else notify(errorMessage(err, "Error al crear el producto"), "error", 6000);
    }
  };

  return {
    v,
    step,
    set,
    setImages,
    show,
    go,
    save,
    editing,
    offer,
    body,
    valid: isStepValid(step, v),
    saving: action.isPending,
  };
}
