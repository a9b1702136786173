import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { UnidadesSinDevolver } from "@tienda/shared/schemas/orders-shapes";
import { tableName } from "./client";
import { keys } from "./keys";
import { getProductsByIds } from "./products";
import { variantKey } from "../domain/catalogue/product-record";
import { restockItems, type VariantRef } from "./restock-alerts";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface StockReturn {
  /** One item per product, for the cancellation's transaction. */
  items: TransactItem[];
  /** The order's units whose variant (or product) no longer exists: nothing goes back for them. */
  sinDevolver: UnidadesSinDevolver[];
}

/**
 * What a cancellation gives back. Stock goes back only to variants the product still has: giving
 * it to a size or colour the admin removed would recreate the variant and sell it again. The
 * products are read first and each item is conditional on what was read (the variant still
 * there, or still absent), so an admin's edit between the read and the transaction cancels the
 * transaction and the caller reads again, instead of writing on a stale decision.
 *
 * Units given back are a restock for whoever waits for that variant ('Avísame',
 * data/restock-alerts.ts): a variant read at 0 carries its waiting list's check, one read with
 * stock is conditional on still having some (so it cannot have sold out and gained a waiting
 * shopper unseen), and either way, when shoppers wait, the fan-out of their emails.
 */
export async function stockReturn(
  lines: ReadonlyArray<{ productoId: string; nombre: string; talla: string; color: string; cantidad: number }>,
  now: Date = new Date(),
): Promise<StockReturn> {
  const byProduct = new Map<string, Map<string, number>>();
  for (const l of lines) {
    const variants = byProduct.get(l.productoId) ?? new Map<string, number>();
    const v = variantKey(l.talla, l.color);
    variants.set(v, (variants.get(v) ?? 0) + l.cantidad);
    byProduct.set(l.productoId, variants);
  }
  const products = await getProductsByIds([...byProduct.keys()]);
  const items: TransactItem[] = [];
  const removed = new Set<string>();
  for (const [productoId, variants] of byProduct) {
    const product = products.get(productoId);
    if (!product) {
      // Products are only taken off sale, never deleted; should one be gone, keep it gone.
      for (const v of variants.keys()) removed.add(`${productoId}#${v}`);
      items.push({
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.product(productoId),
          ConditionExpression: "attribute_not_exists(PK)",
        },
      });
      continue;
    }
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const sets: string[] = [];
    const conditions = ["attribute_exists(PK)"];
    let total = 0;
    const raised: VariantRef[] = [];
    const soldOut = new Set<string>();
    [...variants].forEach(([variant, qty], i) => {
      names[`#v${i}`] = variant;
      if (Object.hasOwn(product.stock_variantes, variant)) {
        values[`:q${i}`] = qty;
        total += qty;
        sets.push(`stock_variantes.#v${i} = stock_variantes.#v${i} + :q${i}`);
        conditions.push(`attribute_exists(stock_variantes.#v${i})`);
        const [talla = variant, color = ""] = variant.split("|");
        raised.push({ producto_id: productoId, nombre: product.nombre, talla, color, variante: variant });
        if ((product.stock_variantes[variant] ?? 0) > 0) conditions.push(`stock_variantes.#v${i} > :cero`);
        else soldOut.add(variant);
      } else {
        removed.add(`${productoId}#${variant}`);
        conditions.push(`attribute_not_exists(stock_variantes.#v${i})`);
      }
    });
    if (sets.length === 0) {
      items.push({
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.product(productoId),
          ConditionExpression: conditions.join(" AND "),
          ExpressionAttributeNames: names,
        },
      });
      continue;
    }
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.product(productoId),
        // `stock` is the sum of the variants: it moves by what was given back only.
        UpdateExpression: `SET ${sets.join(", ")}, stock = if_not_exists(stock, :cero) + :total`,
        ConditionExpression: conditions.join(" AND "),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ":total": total, ":cero": 0 },
      },
    });
    items.push(...(await restockItems(raised, now, (v) => soldOut.has(v))));
  }
  const sinDevolver = lines
    .filter((l) => removed.has(`${l.productoId}#${variantKey(l.talla, l.color)}`))
    .map((l) => ({ productoId: l.productoId, nombre: l.nombre, talla: l.talla, color: l.color, cantidad: l.cantidad }));
  return { items, sinDevolver };
}
