import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { transactWrite } from "./transact";
import {
  DEFAULT_COSTOS_ENVIO,
  DEFAULT_DESCUENTO_PRIMERA_COMPRA,
  DEFAULT_IGTF,
  DEFAULT_LIMITES_RESERVA,
  type AjustesTienda,
} from "@tienda/shared/schemas/settings";
import type { OrigenTasa } from "@tienda/shared/rules/bcv-rate";
import { methodsFromCosts, type MetodoEnvioTienda } from "@tienda/shared/rules/delivery";
import { fromCents, toCents } from "@tienda/shared/rules/pricing";
import { db, tableName } from "./client";
import { rateHistoryPut, type RateRecord } from "./bcv-rates";
import { keys } from "./keys";

/** The store settings item (BCV rate, payment details, deadline, goal); the admin area edits it. */
export function settingsItem(a: AjustesTienda, origen: OrigenTasa = "inicial"): Record<string, unknown> {
  const item: Record<string, unknown> = { ...keys.settings(), entidad: "ajustes", v: 1, ...a, tasa_bcv_origen: origen };
  // Delivery fees are kept in cents (money is integer cents at rest); the API speaks USD.
  if (a.metodos_envio) item.metodos_envio = a.metodos_envio.map(methodToStored);
  return item;
}

/** A delivery method at rest: its fees as integer cents. */
function methodToStored(m: MetodoEnvioTienda): Record<string, unknown> {
  const { tarifa, gratis_desde, tarifas_por_estado, ...rest } = m;
  return {
    ...rest,
    tarifa_cents: toCents(tarifa),
    gratis_desde_cents: gratis_desde === null || gratis_desde === undefined ? null : toCents(gratis_desde),
    ...(tarifas_por_estado
      ? {
          tarifas_por_estado_cents: Object.fromEntries(
            Object.entries(tarifas_por_estado).map(([k, v]) => [k, toCents(v)]),
          ),
        }
      : {}),
  };
}

function methodFromStored(raw: Record<string, unknown>): MetodoEnvioTienda {
  const { tarifa_cents, gratis_desde_cents, tarifas_por_estado_cents, ...rest } = raw;
  const porEstado = tarifas_por_estado_cents as Record<string, number> | undefined;
  return {
    ...(rest as Omit<MetodoEnvioTienda, "tarifa" | "gratis_desde" | "tarifas_por_estado">),
    tarifa: fromCents(Number(tarifa_cents ?? 0)),
    gratis_desde:
      gratis_desde_cents === null || gratis_desde_cents === undefined ? null : fromCents(Number(gratis_desde_cents)),
    ...(porEstado
      ? { tarifas_por_estado: Object.fromEntries(Object.entries(porEstado).map(([k, v]) => [k, fromCents(Number(v))])) }
      : {}),
  };
}

/**
 * How long the checkout trusts a read of the settings (getSettingsForCheckout). The read is
 * eventually consistent, so it may lag a save by about a second anyway; a second here takes a
 * DynamoDB call off every order, quote and public settings read (docs/performance.md, "The order
 * path"). A save or a new rate in this process is seen at once (forgetCheckoutSettings).
 */
const CHECKOUT_SETTINGS_TTL_MS = 1_000;

type Client = ReturnType<typeof db>;
let checkoutSettings: { value: AjustesTienda | null; at: number; client: Client } | undefined;
let checkoutSettingsRead: { read: Promise<AjustesTienda | null>; client: Client } | undefined;
/** Bumped by every change made here: a read that started before it is not kept. */
let settingsGeneration = 0;

/**
 * The settings as orders, quotes and the storefront read them: one read per second per container,
 * shared by concurrent requests, counted from when the read started. Each caller gets its own copy
 * (nothing a request does to it reaches another). The admin's pages and the jobs read getSettings.
 */
export async function getSettingsForCheckout(): Promise<AjustesTienda | null> {
  // Another client is another store (the local runtime and tests start more than one).
  const client = db();
  const hit = checkoutSettings;
  if (hit && hit.client === client && Date.now() - hit.at < CHECKOUT_SETTINGS_TTL_MS) return structuredClone(hit.value);
  let flight = checkoutSettingsRead;
  if (flight?.client !== client) {
    const at = Date.now();
    const generation = settingsGeneration;
    const read = getSettings();
    flight = checkoutSettingsRead = { read, client };
    read
      .then(
        (value) => {
          if (generation === settingsGeneration && db() === client) checkoutSettings = { value, at, client };
        },
        () => undefined,
      )
      .finally(() => {
        if (checkoutSettingsRead?.read === read) checkoutSettingsRead = undefined;
      });
  }
  return structuredClone(await flight.read);
}

/** A change of the settings made here applies to the next order at once. */
export function forgetCheckoutSettings(): void {
  settingsGeneration++;
  checkoutSettings = undefined;
  checkoutSettingsRead = undefined;
}

export async function getSettings(): Promise<AjustesTienda | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings() }));
  if (!Item) return null;
  // Where the rate came from is the rate job's business (data/bcv-rates.ts), not the settings API's.
  const { PK: _pk, SK: _sk, entidad: _e, v: _v, tasa_bcv_origen: _o, ...rest } = Item;
  // Settings saved before the shipping fees existed charge the defaults until an admin saves them.
  // Likewise the unit limits of unpaid orders (10 of one variant, 30 in all).
  // Fields added later answer as a store that never set them: no name, no goal, no first-purchase
  // discount, no promises (the store says only what its owner said).
  const defaults: Partial<AjustesTienda> = {
    costos_envio: { ...DEFAULT_COSTOS_ENVIO },
    limites_reserva: { ...DEFAULT_LIMITES_RESERVA },
    nombre_tienda: null,
    razon_social: null,
    rif: null,
    email_notificaciones: null,
    meta_ventas_mensual: null,
    descuento_primera_compra: { ...DEFAULT_DESCUENTO_PRIMERA_COMPRA },
    promesas: [],
    pedir_cedula_rif: false,
    igtf: { ...DEFAULT_IGTF },
    mostrar_precios_bs: false,
  };
  const settings = { ...defaults, ...rest } as AjustesTienda;
  // A store saved before delivery methods were data has its two home deliveries, from its fees.
  const stored = rest.metodos_envio as Record<string, unknown>[] | undefined;
  settings.metodos_envio = stored
    ? stored.map(methodFromStored)
    : methodsFromCosts(settings.costos_envio ?? DEFAULT_COSTOS_ENVIO);
  return settings;
}

/**
 * Replaces the settings and keeps the change (who, when, before and after) as its own item, in
 * one transaction.
 */
export async function saveSettings(
  next: AjustesTienda,
  previous: AjustesTienda | null,
  rate: { origen: OrigenTasa; typed?: RateRecord } = { origen: "inicial" },
): Promise<void> {
  const result = await transactWrite([
    { Put: { TableName: tableName(), Item: settingsItem(next, rate.origen) } },
    // A rate the admin typed joins the rate's history in the same transaction.
    ...(rate.typed ? [rateHistoryPut(rate.typed)] : []),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.settingsChange(next.actualizado_en, randomUUID()),
          entidad: "cambio_ajustes",
          v: 1,
          por: next.actualizado_por,
          fecha: next.actualizado_en,
          antes: previous,
          despues: next,
        },
      },
    },
  ]);
  forgetCheckoutSettings();
  if (!result.ok) throw new Error("Saving the settings failed");
}
