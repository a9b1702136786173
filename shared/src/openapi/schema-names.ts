import type { z } from "zod";
import * as account from "../schemas/account";
import * as accountShapes from "../schemas/account-shapes";
import * as adminOrders from "../schemas/admin-orders";
import * as adminProducts from "../schemas/admin-products";
import * as adminSetup from "../schemas/admin-setup";
import * as adminShapes from "../schemas/admin-shapes";
import * as adminUsers from "../schemas/admin-users";
import * as catalogueShapes from "../schemas/catalogue-shapes";
import * as checkoutInput from "../schemas/checkout-input";
import * as commonShapes from "../schemas/common-shapes";
import * as contentShapes from "../schemas/content-shapes";
import * as contentWrite from "../schemas/content-write";
import * as ordersShapes from "../schemas/orders-shapes";
import * as promotions from "../schemas/promotions";
import * as reconciliation from "../schemas/reconciliation";
import * as reviews from "../schemas/reviews";
import * as reviewsShapes from "../schemas/reviews-shapes";
import * as settingsInput from "../schemas/settings-input";
import * as stats from "../schemas/stats";
import * as storeStructure from "../schemas/store-structure";

const MODULES: readonly Record<string, unknown>[] = [
  account,
  accountShapes,
  adminOrders,
  adminProducts,
  adminSetup,
  adminShapes,
  adminUsers,
  catalogueShapes,
  checkoutInput,
  commonShapes,
  contentShapes,
  contentWrite,
  ordersShapes,
  promotions,
  reconciliation,
  reviews,
  reviewsShapes,
  settingsInput,
  stats,
  storeStructure,
];

/**
 * The exported name of each schema of the contract ("ProductoSchema" → "Producto"), so the
 * document's components read like the code. A schema made inline in the contract (a
 * `.nullable()`) has no name here; the builder names it after its route.
 */
export function schemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const mod of MODULES) {
    for (const [exported, value] of Object.entries(mod)) {
      if (!exported.endsWith("Schema") || !isZodType(value) || names.has(value)) continue;
      names.set(value, exported.slice(0, -"Schema".length));
    }
  }
  return names;
}

function isZodType(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}
