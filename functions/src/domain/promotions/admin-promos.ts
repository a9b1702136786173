import { fromCents } from "@tienda/shared/rules/pricing";
import {
  PROMO_CODE_PATTERN,
  PROMO_MESSAGES,
  type PromoCreate,
  type PromocionAdmin,
  type PromoUpdate,
} from "@tienda/shared/schemas/promotions";
import { badRequest, conflict, notFound } from "../errors";
import {
  createPromo,
  deletePromo,
  getPromo,
  listPromos,
  newPromoRecord,
  updatePromo,
  type PromoRecord,
} from "../../data/promotions";
import { adminDisplayName, type StoreChange } from "../../data/store-activity";

/**
 * The admin's promo codes (GET|POST /api/admin/promociones, PUT|DELETE
 * /api/admin/promociones/{codigo}). Each change is recorded in the activity feed in its own
 * transaction. The code is the key: compared in upper case, and never renamed (its uses count
 * under it).
 */

/** Where the admin edits promo codes (the activity feed links there). */
export const PROMOS_ADMIN_PATH = "/admin/tienda/promociones";

export interface Admin {
  firstName: string;
  lastName: string;
}

export function toPromocionAdmin(p: PromoRecord): PromocionAdmin {
  return {
    codigo: p.codigo,
    porcentaje: p.porcentaje,
    desde: p.desde,
    hasta: p.hasta,
    usos_maximos: p.usos_maximos,
    una_vez_por_cliente: p.una_vez_por_cliente,
    subtotal_minimo: p.subtotal_minimo_cents === null ? null : fromCents(p.subtotal_minimo_cents),
    activo: p.activo,
    usos: p.usos,
    creado: p.creado,
    actualizado: p.actualizado,
  };
}

/** The code named in a path, as stored; anything that cannot be a code names none (404). */
export function codeFromPath(raw: string | undefined): string {
  const codigo = (raw ?? "").trim().toUpperCase();
  if (!PROMO_CODE_PATTERN.test(codigo)) throw notFound(PROMO_MESSAGES.noEncontrado);
  return codigo;
}

const change = (admin: Admin, descripcion: string): StoreChange => ({
  descripcion,
  enlace: PROMOS_ADMIN_PATH,
  por: adminDisplayName(admin),
});

export async function listPromosForAdmin(): Promise<PromocionAdmin[]> {
  return (await listPromos()).map(toPromocionAdmin);
}

export async function createPromoAsAdmin(input: PromoCreate, admin: Admin, now: Date): Promise<PromocionAdmin> {
  const rec = newPromoRecord(input, now);
  const created = await createPromo(
    rec,
    change(admin, `creó el código promocional ${rec.codigo} (${rec.porcentaje}%)`),
    now,
  );
  if (!created) throw conflict(PROMO_MESSAGES.duplicado, { codigo: PROMO_MESSAGES.duplicado });
  return toPromocionAdmin(rec);
}

function describeUpdate(codigo: string, patch: PromoUpdate): string {
  const only = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (only.length === 1 && patch.activo === false) return `desactivó el código promocional ${codigo}`;
  if (only.length === 1 && patch.activo === true) return `activó el código promocional ${codigo}`;
  return `actualizó el código promocional ${codigo}`;
}

export async function updatePromoAsAdmin(
  codigo: string,
  patch: PromoUpdate,
  admin: Admin,
  now: Date,
): Promise<PromocionAdmin> {
  // A window given in part is checked against the part already stored.
  if (patch.desde !== undefined || patch.hasta !== undefined) {
    const stored = await getPromo(codigo);
    if (!stored) throw notFound(PROMO_MESSAGES.noEncontrado);
    const desde = patch.desde === undefined ? stored.desde : patch.desde;
    const hasta = patch.hasta === undefined ? stored.hasta : patch.hasta;
    if (desde && hasta && Date.parse(hasta) <= Date.parse(desde)) {
      throw badRequest(PROMO_MESSAGES.fechas, { hasta: PROMO_MESSAGES.fechas });
    }
  }
  const updated = await updatePromo(codigo, patch, change(admin, describeUpdate(codigo, patch)), now);
  if (!updated) throw notFound(PROMO_MESSAGES.noEncontrado);
  return toPromocionAdmin(updated);
}

export async function deletePromoAsAdmin(codigo: string, admin: Admin, now: Date): Promise<void> {
  if (!(await deletePromo(codigo, change(admin, `eliminó el código promocional ${codigo}`), now))) {
    throw notFound(PROMO_MESSAGES.noEncontrado);
  }
}
