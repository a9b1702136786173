import { zodResolver } from "@hookform/resolvers/zod";
import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import { CONTENT_WRITE_SCHEMAS, type ContentWrite } from "@tienda/shared/schemas/content-write";
import { useStoreForm } from "../components/use-store-form";
import { useDeleteBlock, useSaveBlock } from "./api";

export interface BlockFormOptions<TValues extends FieldValues, TStored> {
  /** The block as stored, or null: the form starts from it, or from `empty`. */
  stored: TStored | null;
  empty: DefaultValues<TValues>;
  /** The block's name in the toasts, with its article: 'el banner' → 'Banner publicado'. */
  noun: `el ${string}`;
  fromStored?: (stored: TStored) => TValues;
}

/**
 * The form of one content block: checked with the API's schema of that block, saved with
 * PUT /api/contenido/{clave} ('… publicado'), removed with DELETE (where the block may go).
 */
export function useBlockForm<K extends ContentKey, TValues extends FieldValues, TStored = TValues>(
  clave: K,
  { stored, empty, noun, fromStored }: BlockFormOptions<TValues, TStored>,
) {
  const save = useSaveBlock(clave);
  const remove = useDeleteBlock(clave);
  const name = noun.slice("el ".length);
  const form = useStoreForm<TValues, TValues, TStored>({
    // The block's schema checks exactly this block's values; the key ties the two together.
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS[clave]) as unknown as Resolver<TValues, unknown, TValues>,
    defaultValues: (stored ? (fromStored ? fromStored(stored) : stored) : empty) as DefaultValues<TValues>,
    save: (values) => save.mutateAsync(values as unknown as ContentWrite<K>),
    saved: `${name.charAt(0).toUpperCase()}${name.slice(1)} publicado`,
    failed: `No se pudo publicar ${noun}`,
    stored,
    fromStored,
  });
  return { form, remove };
}
