import { describe, expect, it } from "vitest";
import { CONTENT_KEYS } from "../../../shared/src/schemas/catalogue";
import { isSafeLink } from "../../../shared/src/schemas/content-shapes";
import {
  CONTENT_WRITE_SCHEMAS,
  INFO_SLUGS,
  PaginaInfoWriteSchema,
  TestimonioInputSchema,
} from "../../../shared/src/schemas/content-write";
import { seedContent } from "../../../functions/src/seed/content";
import { seedInfoPages } from "../../../functions/src/seed/info-pages";

const firstError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : { path: r.error!.issues[0]!.path.join("."), message: r.error!.issues[0]!.message };

const stats = [
  { numero: "1", etiqueta: "a" },
  { numero: "2", etiqueta: "b" },
  { numero: "3", etiqueta: "c" },
];
const slide = {
  id: "uno",
  titulo: "T",
  descripcion: "D",
  textoBoton: "B",
  enlaceBoton: "/tienda",
  imagen: "/img/hero/coleccion.svg",
  altImagen: "A",
  tema: "light",
  estadisticas: stats,
};

describe("content write schemas", () => {
  it("accept every block the demo seed writes, and every seeded info page", () => {
    const content = seedContent();
    for (const clave of CONTENT_KEYS)
      expect(firstError(CONTENT_WRITE_SCHEMAS[clave].safeParse(content[clave]))).toBeNull();
    const pages = seedInfoPages();
    for (const slug of INFO_SLUGS) expect(firstError(PaginaInfoWriteSchema.safeParse(pages[slug]))).toBeNull();
  });

  it.each([
    ["/ofertas", true],
    ["/categoria/vestidos?orden=precio", true],
    ["https://www.instagram.com/tienda", true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["javascript:alert(1)", false],
    ["http://example.com", false],
    ["https://user:pw@example.com", false],
    ["data:text/html,x", false],
    ["ofertas", false],
    ["/ofertas con espacio", false],
  ])("isSafeLink(%s) = %s", (link, ok) => {
    expect(isSafeLink(link)).toBe(ok);
  });

  it("needs exactly three statistics per slide, tema dark|light and distinct slide ids", () => {
    const hero = CONTENT_WRITE_SCHEMAS.hero;
    expect(firstError(hero.safeParse({ diapositivas: [slide] }))).toBeNull();
    expect(firstError(hero.safeParse({ diapositivas: [{ ...slide, estadisticas: [...stats, stats[0]] }] }))).toEqual({
      path: "diapositivas.0.estadisticas",
      message: "Cada diapositiva lleva tres estadísticas",
    });
    expect(firstError(hero.safeParse({ diapositivas: [{ ...slide, tema: "gris" }] }))?.message).toBe(
      "El tema debe ser dark o light",
    );
    expect(firstError(hero.safeParse({ diapositivas: [slide, slide] }))?.message).toBe(
      "Cada diapositiva necesita un id distinto",
    );
    expect(firstError(hero.safeParse({ diapositivas: [] }))?.message).toBe("Agrega al menos una diapositiva");
  });

  it("takes images only as /img/ paths or fresh uploads of the staging prefix", () => {
    const hero = CONTENT_WRITE_SCHEMAS.hero;
    const img = (imagen: string) => firstError(hero.safeParse({ diapositivas: [{ ...slide, imagen }] }));
    expect(img("/img/contenido/a-b.png")).toBeNull();
    expect(img("subidas/productos/0f8fad5b-d9cb-469f-a165-70867728950e.png")).toBeNull();
    for (const bad of ["/img/../secretos.png", "https://evil.example/a.png", "subidas/avatars/x.png", "/img/a.html"])
      expect(img(bad)?.message).toBe("Sube una imagen o usa una ruta /img/ de la tienda");
  });

  it("wants banner colours as #rrggbb and refuses unknown fields", () => {
    const banner = {
      texto: "Hola",
      textoEnlace: "",
      enlace: "/registro",
      colorDeFondo: "#000000",
      colorDeTexto: "#ffffff",
      cerrable: true,
    };
    expect(firstError(CONTENT_WRITE_SCHEMAS.banner.safeParse(banner))).toBeNull();
    expect(firstError(CONTENT_WRITE_SCHEMAS.banner.safeParse({ ...banner, colorDeFondo: "#000" }))?.message).toBe(
      "El color debe tener el formato #rrggbb",
    );
    expect(firstError(CONTENT_WRITE_SCHEMAS.banner.safeParse({ ...banner, extra: 1 }))?.message).toBe(
      "Campo no permitido: extra",
    );
    expect(firstError(CONTENT_WRITE_SCHEMAS.nuevos.safeParse({ titulo: "X", productos: [] }))?.message).toBe(
      "Campo no permitido: productos",
    );
  });

  it("rates testimonials 1 to 5 and fills the optional fields", () => {
    const ok = TestimonioInputSchema.parse({ nombre: "Ana", texto: "Bien", calificacion: 5 });
    expect(ok).toEqual({
      nombre: "Ana",
      texto: "Bien",
      calificacion: 5,
      imagen: "",
      ubicacion: "",
      producto: "",
      verificado: false,
      oculto: false,
    });
    for (const calificacion of [0, 6, 4.5, "5"])
      expect(firstError(TestimonioInputSchema.safeParse({ nombre: "Ana", texto: "Bien", calificacion }))?.message).toBe(
        "La calificación debe ser un número del 1 al 5",
      );
  });
});
