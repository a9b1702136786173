import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";

let seq = 0;

/** A valid product record with overrides; ids are unique per call. */
export function productRecord(overrides: Partial<ProductRecord> = {}): ProductRecord {
  seq++;
  const id = overrides.id ?? `t${String(seq).padStart(4, "0")}`;
  return {
    id,
    nombre: `Producto ${seq}`,
    descripcion: "Prenda de prueba",
    imagenes: [`img/productos/${id}-1.svg`],
    precio_cents: 2000,
    precio_original_cents: null,
    calificacion: 4,
    num_resenas: 10,
    categoria_id: "ropa-hombre",
    categoria_nombre: "Ropa de Hombre",
    subcategoria_id: "camisas",
    subcategoria_nombre: "Camisas",
    estilo_id: "casual",
    estilo_nombre: "Casual",
    marca_id: "marca",
    marca_nombre: "Marca",
    colores: ["Negro"],
    tallas: ["M"],
    stock_variantes: { "M|Negro": 10 },
    contador_carrito: 0,
    etiquetas: [],
    activo: true,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
