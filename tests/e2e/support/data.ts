import type { APIRequestContext } from "@playwright/test";

/** A short random tag for names and emails that must not collide between runs. */
export const unique = (): string => Math.random().toString(36).slice(2, 10);

/** A real 1×1 PNG (the API checks an upload's magic bytes). */
export const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5d9d3a60000000049454e44ae426082",
  "hex",
);

/** A guest cart line as the SPA stores it ("shop-cart-guest"). */
export interface GuestCartLine {
  productoId: string;
  talla: string;
  color: string;
  cantidad: number;
}

interface ListedProduct {
  id: string;
  precio: number;
  variantes: Array<{ talla: string; color: string; stock: number }>;
}

/**
 * `count` in-stock products of the public list (GET /api/productos with `query` added to
 * `en_stock=true`), one unit each of a variant in stock, in catalogue order, with their price.
 */
export async function guestCartLines(
  request: APIRequestContext,
  { count = 1, query = "limite=12" }: { count?: number; query?: string } = {},
): Promise<Array<{ line: GuestCartLine; precio: number }>> {
  const list = (await (await request.get(`/api/productos?en_stock=true&${query}`)).json()) as {
    productos: ListedProduct[];
  };
  const lines = list.productos
    .filter((p) => p.variantes.some((v) => v.stock > 0))
    .slice(0, count)
    .map((p) => {
      const v = p.variantes.find((x) => x.stock > 0)!;
      return { line: { productoId: p.id, talla: v.talla, color: v.color, cantidad: 1 }, precio: p.precio };
    });
  if (lines.length < count) throw new Error(`No hay ${count} productos en stock para el carrito (${query})`);
  return lines;
}
