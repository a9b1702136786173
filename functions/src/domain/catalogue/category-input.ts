import { z } from "zod";

const slug = z
  .string({ error: "El id es requerido" })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "El id solo puede tener minúsculas, números y guiones")
  .max(40, "El id no puede superar 40 caracteres");

export const CategoryInputSchema = z
  .object({
    id: slug,
    nombre: z.string({ error: "El nombre es requerido" }).trim().min(2, "El nombre debe tener al menos 2 caracteres").max(60),
    icono: z.string().trim().max(30).default("tag"),
    orden: z.number().int().min(0).max(999).default(100),
    subcategorias: z
      .array(z.object({ id: slug, nombre: z.string().trim().min(2, "El nombre debe tener al menos 2 caracteres").max(60) }).strict())
      .max(8, "Una categoría tiene como máximo 8 subcategorías")
      .default([]),
  })
  .strict();

export const CategoryUpdateSchema = CategoryInputSchema.omit({ id: true });
