import type { Producto } from "@tienda/shared/schemas/catalogue";
import { discountPercentCents, fromCents } from "@tienda/shared/rules/pricing";
import { totalStock, type ProductRecord } from "./product-record";

/** Stored record → the API's product (money as 2-decimal numbers, image paths from the site root). */
export function toApiProduct(r: ProductRecord): Producto {
  const variantes = Object.entries(r.stock_variantes).map(([k, stock]) => {
    const [talla = "", color = ""] = k.split("|");
    return { talla, color, stock };
  });
  const imagenes = r.imagenes.map((k) => `/${k}`);
  const onOffer = r.precio_original_cents !== null && r.precio_original_cents > r.precio_cents;
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    imagen: imagenes[0] ?? "/img/placeholder.svg",
    imagenes,
    precio: fromCents(r.precio_cents),
    precio_original: onOffer ? fromCents(r.precio_original_cents!) : null,
    porcentaje_descuento: onOffer ? discountPercentCents(r.precio_original_cents!, r.precio_cents) : 0,
    calificacion: r.calificacion,
    num_resenas: r.num_resenas,
    categoria_id: r.categoria_id,
    categoria_nombre: r.categoria_nombre,
    subcategoria_id: r.subcategoria_id,
    subcategoria_nombre: r.subcategoria_nombre,
    estilo_id: r.estilo_id,
    estilo_nombre: r.estilo_nombre,
    marca_id: r.marca_id,
    marca_nombre: r.marca_nombre,
    colores: r.colores,
    tallas: r.tallas,
    variantes,
    stock: totalStock(r),
    contador_carrito: r.contador_carrito,
    etiquetas: r.etiquetas,
    activo: r.activo,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
