import { randomUUID } from "node:crypto";
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import {
  CONTENT_WRITE_SCHEMAS,
  INFO_SLUGS,
  PaginaInfoWriteSchema,
  TestimonioInputSchema,
  type PaginasAdmin,
  type PaginasPublicas,
  type TestimonioAdmin,
} from "@tienda/shared/schemas/content-write";
import { infoSlugProblem } from "@tienda/shared/schemas/content-pages";
import { CONTENT_KEYS } from "@tienda/shared/schemas/catalogue";
import { badRequest, notFound } from "../errors";
import { parseInput } from "../../lib/validation";
import {
  deleteContentBlock,
  deleteInfoPage,
  deleteTestimonial,
  getTestimonial,
  listInfoPages,
  putContentBlock,
  putInfoPage,
  putTestimonial,
  type StoredInfoPage,
} from "../../data/content";
import { adminDisplayName } from "../../data/store-activity";
import { publishImagesIn } from "./images";

/**
 * What an admin does to the storefront's content: write or remove a block, an info page or a
 * testimonial. Input is validated by the shared schemas, fresh images are checked and published,
 * and each write carries its activity-feed entry (who, what) into its own transaction.
 */

export const CONTENT_MESSAGES = {
  blockNotFound: "Contenido no encontrado",
  pageNotFound: "Página no encontrada",
  testimonialNotFound: "Testimonio no encontrado",
  blockDeleted: "Contenido eliminado",
  pageDeleted: "Página eliminada",
  testimonialDeleted: "Testimonio eliminado",
} as const;

export interface Admin {
  firstName: string;
  lastName: string;
}

/** How the activity feed names each block. */
const BLOCK_NAMES: Record<ContentKey, string> = {
  banner: "el banner superior",
  navegacion: "el menú principal",
  footer: "el pie de página",
  hero: "el hero de inicio",
  marcas: "las marcas",
  nuevos: "la sección Nuevos productos",
  "mas-vendidos": "la sección Más vendidos",
  estilos: "los estilos de inicio",
  newsletter: "el bloque del newsletter",
};

/** Where the admin edits each block. */
const BLOCK_SCREENS: Record<ContentKey, string> = {
  banner: "/admin/tienda/inicio",
  navegacion: "/admin/tienda/menus",
  footer: "/admin/tienda/menus",
  hero: "/admin/tienda/inicio",
  marcas: "/admin/tienda/marcas",
  nuevos: "/admin/tienda/inicio",
  "mas-vendidos": "/admin/tienda/inicio",
  estilos: "/admin/tienda/estilos",
  newsletter: "/admin/tienda/inicio",
};

export function contentKeyOf(clave: string | undefined): ContentKey {
  if (!clave || !(CONTENT_KEYS as readonly string[]).includes(clave)) throw notFound(CONTENT_MESSAGES.blockNotFound);
  return clave as ContentKey;
}

/** A slug that can be an info page (else there is no such page: 404); any free slug of the store. */
export function infoSlugOf(slug: string | undefined): string {
  if (!slug || infoSlugProblem(slug)) throw notFound(CONTENT_MESSAGES.pageNotFound);
  return slug;
}

/** The slug a page is written at: a malformed or reserved one is refused with why (400). */
export function newInfoSlugOf(slug: string | undefined): string {
  const problem = infoSlugProblem(slug ?? "");
  if (problem) throw badRequest(problem, { slug: problem });
  return slug!;
}

/** The admin's pages: every written page, then the demo's slugs not written yet, as suggestions. */
export async function listInfoPagesForAdmin(): Promise<PaginasAdmin> {
  const stored = await listInfoPages();
  const written = new Set(stored.map((p) => p.slug));
  const suggested = INFO_SLUGS.filter((s) => !written.has(s)).map((slug) => ({
    slug,
    pagina: null,
    actualizado_en: null,
  }));
  return { paginas: [...stored, ...suggested] };
}

/** The pages that exist, for the storefront's links. */
export async function listPublicInfoPages(): Promise<PaginasPublicas> {
  const stored = await listInfoPages();
  return { paginas: stored.map((p) => ({ slug: p.slug, titulo: p.pagina.titulo, actualizado_en: p.actualizado_en })) };
}

/** Validates and stores a block; answers what is stored. */
export async function writeContentBlock(clave: ContentKey, body: unknown, admin: Admin, now: Date): Promise<unknown> {
  const datos = await publishImagesIn(parseInput(CONTENT_WRITE_SCHEMAS[clave], body));
  await putContentBlock(
    clave,
    datos,
    { descripcion: `actualizó ${BLOCK_NAMES[clave]}`, enlace: BLOCK_SCREENS[clave], por: adminDisplayName(admin) },
    now,
  );
  return datos;
}

export async function removeContentBlock(clave: ContentKey, admin: Admin, now: Date): Promise<void> {
  const change = {
    descripcion: `quitó ${BLOCK_NAMES[clave]}`,
    enlace: BLOCK_SCREENS[clave],
    por: adminDisplayName(admin),
  };
  if (!(await deleteContentBlock(clave, change, now))) throw notFound(CONTENT_MESSAGES.blockNotFound);
}

export async function writeInfoPage(slug: string, body: unknown, admin: Admin, now: Date): Promise<StoredInfoPage> {
  const pagina = parseInput(PaginaInfoWriteSchema, body);
  const change = {
    descripcion: `actualizó la página «${pagina.titulo}»`,
    enlace: "/admin/tienda/paginas",
    por: adminDisplayName(admin),
  };
  await putInfoPage(slug, pagina, change, now);
  return { slug, pagina, actualizado_en: now.toISOString() };
}

export async function removeInfoPage(slug: string, admin: Admin, now: Date): Promise<void> {
  const change = {
    descripcion: `quitó la página /${slug}`,
    enlace: "/admin/tienda/paginas",
    por: adminDisplayName(admin),
  };
  if (!(await deleteInfoPage(slug, change, now))) throw notFound(CONTENT_MESSAGES.pageNotFound);
}

/** Testimonial ids: the seed's ('t01') and new ones (uuid). */
const TESTIMONIAL_ID = /^[\w-]{1,64}$/;

async function testimonialFrom(id: string, body: unknown, now: Date): Promise<TestimonioAdmin> {
  const input = parseInput(TestimonioInputSchema, body);
  const { fechaCompra, ...rest } = await publishImagesIn(input);
  return { id, ...rest, fechaCompra: fechaCompra ?? now.toISOString().slice(0, 10) };
}

export async function createTestimonial(body: unknown, admin: Admin, now: Date): Promise<TestimonioAdmin> {
  const t = await testimonialFrom(randomUUID(), body, now);
  const change = {
    descripcion: `agregó el testimonio de ${t.nombre}`,
    enlace: "/admin/tienda/testimonios",
    por: adminDisplayName(admin),
  };
  // A fresh uuid cannot exist yet; the condition only guards against overwriting one.
  if (!(await putTestimonial(t, true, change, now))) throw new Error("Testimonial id collision");
  return t;
}

export async function updateTestimonial(
  id: string | undefined,
  body: unknown,
  admin: Admin,
  now: Date,
): Promise<TestimonioAdmin> {
  if (!id || !TESTIMONIAL_ID.test(id)) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  const current = await getTestimonial(id);
  if (!current) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  const t = await testimonialFrom(id, body, new Date(`${current.fechaCompra}T12:00:00Z`));
  const accion = t.oculto && !current.oculto ? "ocultó" : !t.oculto && current.oculto ? "mostró" : "editó";
  const change = {
    descripcion: `${accion} el testimonio de ${t.nombre}`,
    enlace: "/admin/tienda/testimonios",
    por: adminDisplayName(admin),
  };
  // Deleted meanwhile: 404 rather than bringing it back.
  if (!(await putTestimonial(t, false, change, now))) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  return t;
}

export async function removeTestimonial(id: string | undefined, admin: Admin, now: Date): Promise<void> {
  if (!id || !TESTIMONIAL_ID.test(id)) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
  const current = await getTestimonial(id);
  const change = {
    descripcion: `eliminó el testimonio de ${current?.nombre ?? id}`,
    enlace: "/admin/tienda/testimonios",
    por: adminDisplayName(admin),
  };
  if (!current || !(await deleteTestimonial(id, change, now))) throw notFound(CONTENT_MESSAGES.testimonialNotFound);
}
