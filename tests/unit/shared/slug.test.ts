import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_MAX } from "@tienda/shared/rules/slug";
import { CategoryInputSchema, CategoryUpdateSchema, StyleInputSchema } from "@tienda/shared/schemas/store-structure";

describe("slug rules", () => {
  it("accepts lower-case words joined by single hyphens, up to the limit", () => {
    for (const ok of ["ropa", "ropa-hombre", "talla-2026", "a", "x".repeat(SLUG_MAX)]) expect(isSlug(ok)).toBe(true);
    for (const bad of [
      "",
      "Ropa",
      "ropa hombre",
      "-ropa",
      "ropa-",
      "ropa--hombre",
      "baño",
      "ropa_hombre",
      "x".repeat(SLUG_MAX + 1),
      "../x",
    ]) {
      expect(isSlug(bad)).toBe(false);
    }
  });

  it("proposes a slug from a Spanish name: accents folded, ñ as n, symbols as one hyphen", () => {
    expect(slugify("Ropa de Baño")).toBe("ropa-de-bano");
    expect(slugify("  Olmo & Lino  ")).toBe("olmo-lino");
    expect(slugify("Niños (2-8 años)")).toBe("ninos-2-8-anos");
    expect(slugify("ÉXITO!!!")).toBe("exito");
    expect(slugify("¿?")).toBe("");
  });

  it("cuts a long name at a word boundary within the limit, never ending with a hyphen", () => {
    const s = slugify("Accesorios de invierno para toda la familia y los más pequeños");
    expect(s.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isSlug(s)).toBe(true);
    expect(s).toBe("accesorios-de-invierno-para-toda-la");
    expect(slugify("a".repeat(60))).toBe("a".repeat(SLUG_MAX));
  });

  it("every proposed slug is valid or empty", () => {
    for (const name of ["Café con leche", "Pulso Sport", "100% algodón", "A/B", "Ropa — Hombre", "ñandú"]) {
      const s = slugify(name);
      expect(s === "" || isSlug(s)).toBe(true);
    }
  });
});

describe("category and style write schemas", () => {
  it("fill defaults and refuse a bad slug or a repeated subcategory with Spanish messages", () => {
    expect(CategoryInputSchema.parse({ id: "playa", nombre: "Playa" })).toEqual({
      id: "playa",
      nombre: "Playa",
      descripcion: "",
      imagen: "",
      icono: "tag",
      orden: 100,
      oculto: false,
      subcategorias: [],
    });
    const bad = CategoryInputSchema.safeParse({
      id: "Playa Sol",
      nombre: "Playa",
      subcategorias: [
        { id: "x", nombre: "Uno" },
        { id: "x", nombre: "Dos" },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("id: El id solo puede tener minúsculas, números y guiones");
    expect(messages).toContain("subcategorias: Cada subcategoría necesita un id distinto");
  });

  it("a category update changes the slug only when an id is given", () => {
    expect(CategoryUpdateSchema.parse({ nombre: "Playa" }).id).toBeUndefined();
    expect(CategoryUpdateSchema.parse({ id: "sol", nombre: "Playa" }).id).toBe("sol");
    expect(CategoryUpdateSchema.safeParse({ id: "Sol!", nombre: "Playa" }).success).toBe(false);
  });

  it("images are a published /img/ path, a fresh upload's key or nothing", () => {
    const ok = ["", "/img/estilos/casual.svg", "subidas/productos/123e4567-e89b-12d3-a456-426614174000.png"];
    for (const imagen of ok) expect(StyleInputSchema.safeParse({ id: "a", nombre: "Aa", imagen }).success).toBe(true);
    for (const imagen of [
      "https://otro.sitio/x.png",
      "javascript:alert(1)",
      "/img/../secreto.png",
      "subidas/avatars/x.png",
    ]) {
      const r = StyleInputSchema.safeParse({ id: "a", nombre: "Aa", imagen });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe("Sube una imagen o usa una ruta /img/ de la tienda");
    }
  });
});
