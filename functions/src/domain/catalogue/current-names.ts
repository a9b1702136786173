import type { ProductRecord } from "./product-record";

interface NamedCategory {
  id: string;
  nombre: string;
  subcategorias: readonly { id: string; nombre: string }[];
}
interface NamedStyle {
  id: string;
  nombre: string;
}

/** The structure's current names, by id, for `withCurrentNames`. */
export interface StructureNames {
  categorias: ReadonlyMap<string, { nombre: string; subcategorias: ReadonlyMap<string, string> }>;
  estilos: ReadonlyMap<string, string>;
}

export function structureNames(categorias: readonly NamedCategory[], estilos: readonly NamedStyle[]): StructureNames {
  return {
    categorias: new Map(
      categorias.map((c) => [
        c.id,
        { nombre: c.nombre, subcategorias: new Map(c.subcategorias.map((s) => [s.id, s.nombre])) },
      ]),
    ),
    estilos: new Map(estilos.map((e) => [e.id, e.nombre])),
  };
}

/**
 * A product item keeps the names its category, subcategory and style had when it was saved; the
 * admin may rename them since. Shoppers see the structure's current names (breadcrumbs, cards,
 * filters, search), so a rename shows everywhere at once without rewriting every product. An id
 * the structure no longer has keeps the stored name (the structure refuses to delete what is used).
 */
export function withCurrentNames(p: ProductRecord, names: StructureNames): ProductRecord {
  const cat = names.categorias.get(p.categoria_id);
  const categoria_nombre = cat?.nombre ?? p.categoria_nombre;
  const subcategoria_nombre = cat?.subcategorias.get(p.subcategoria_id) ?? p.subcategoria_nombre;
  const estilo_nombre = names.estilos.get(p.estilo_id) ?? p.estilo_nombre;
  if (
    categoria_nombre === p.categoria_nombre &&
    subcategoria_nombre === p.subcategoria_nombre &&
    estilo_nombre === p.estilo_nombre
  )
    return p;
  return { ...p, categoria_nombre, subcategoria_nombre, estilo_nombre };
}
