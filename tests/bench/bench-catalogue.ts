/**
 * The bench catalogue: deterministic variations of the seed catalogue up to
 * 5,000 products, shared by `npm run bench` and the in-process profile.
 */
import { seedProducts } from "../../functions/src/seed/products";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";

export const TOTAL_PRODUCTS = 5000;

/** Extra products that, with the seed catalogue, make TOTAL_PRODUCTS. */
export function benchProducts(now: Date): ProductRecord[] {
  const base = seedProducts(now);
  const out: ProductRecord[] = [];
  for (let i = 0; out.length + base.length < TOTAL_PRODUCTS; i++) {
    const b = base[i % base.length]!;
    const n = Math.floor(i / base.length) + 1;
    out.push({
      ...b,
      id: `b${String(i).padStart(5, "0")}`,
      nombre: `${b.nombre} Edición ${n}`,
      activo: true,
      precio_cents: b.precio_cents + (i % 7) * 100,
      contador_carrito: (b.contador_carrito + i * 13) % 500,
      created_at: new Date(Date.parse(b.created_at) - n * 3_600_000).toISOString(),
    });
  }
  return out;
}

/** The whole bench catalogue as the store holds it (seed + extra). */
export function benchCatalogue(now: Date): ProductRecord[] {
  return [...seedProducts(now), ...benchProducts(now)];
}

/** The filtered-list requests the bench measures, in turn. */
export const FILTER_PATHS = [
  "/api/productos?categoria=ropa-hombre&color=Negro&en_stock=true&orden=precio",
  "/api/productos?estilo=casual&talla=M&precio_min=10&precio_max=80&pagina=2",
  "/api/productos?calificacion_min=4&orden=popularidad&limite=48",
  "/api/productos?categoria=calzado,accesorios&orden=nuevos",
];
