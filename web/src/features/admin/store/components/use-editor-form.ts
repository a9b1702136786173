import type { FieldValues } from "react-hook-form";
import { useStoreForm, type StoreFormOptions } from "./use-store-form";

/** How an editor names its item: 'la categoría' → 'Nueva categoría', 'Categoría creada'. */
export interface EditorNoun {
  article: "el" | "la";
  noun: string;
  /** 'estilo' gives the test ids 'estilo-form' and 'estilo-guardar'. */
  idPrefix: string;
}

/**
 * The form of one item of a 'Tienda' list (a category, a style, a testimonial, a promo code) and
 * its card's texts, all said the same way: 'Nuevo estilo' or 'Editar «Casual»', 'Guardar
 * estilo', 'Estilo creado' or 'Estilo actualizado', 'No se pudo guardar el estilo'.
 */
export function useEditorForm<TValues extends FieldValues, TSaved = TValues>(
  { article, noun, idPrefix }: EditorNoun,
  /** The edited item's name, or null for a new item. */
  editing: string | null,
  options: Omit<StoreFormOptions<TValues, TSaved, TValues>, "saved" | "failed"> & {
    saved?: StoreFormOptions<TValues, TSaved, TValues>["saved"];
    onDone: () => void;
  },
) {
  const feminine = article === "la";
  const Noun = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const done = editing === null ? (feminine ? "creada" : "creado") : feminine ? "actualizada" : "actualizado";
  const form = useStoreForm<TValues, TSaved>({
    saved: `${Noun} ${done}`,
    failed: `No se pudo guardar ${article} ${noun}`,
    ...options,
  });
  const card = {
    form,
    title: editing === null ? `${feminine ? "Nueva" : "Nuevo"} ${noun}` : `Editar «${editing}»`,
    idPrefix,
    submitLabel: `Guardar ${noun}`,
    onCancel: options.onDone,
  };
  return { form, card };
}
