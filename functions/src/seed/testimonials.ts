/**
 * Seed testimonials: ten shoppers from Venezuelan cities, each about a product
 * of the seed catalogue. Dates are relative to `now`; everything else is fixed.
 */
import type { Testimonio } from "@tienda/shared/schemas/catalogue";

interface SemillaTestimonio {
  id: string;
  nombre: string;
  calificacion: number;
  verificado: boolean;
  ubicacion: string;
  /** Days before `now` of the purchase. */
  dias: number;
  texto: string;
  /** Name of a seeded product. */
  producto: string;
}

export const TESTIMONIOS: SemillaTestimonio[] = [
  {
    id: "t01",
    nombre: "María Fernanda Rojas",
    calificacion: 5,
    verificado: true,
    ubicacion: "Caracas, Distrito Capital",
    dias: 6,
    texto:
      "El vestido llegó en dos días y la tela es preciosa, fresquita y con muy buena caída. La talla M me quedó perfecta siguiendo la guía de tallas.",
    producto: "Vestido Midi Floral",
  },
  {
    id: "t02",
    nombre: "Carlos Eduardo Méndez",
    calificacion: 5,
    verificado: true,
    ubicacion: "Maracaibo, Zulia",
    dias: 11,
    texto:
      "Con el calor de Maracaibo la camisa de lino es una bendición. Se arruga lo justo y se ve elegante hasta en la oficina.",
    producto: "Camisa de Lino Manga Larga",
  },
  {
    id: "t03",
    nombre: "Andreína Pérez",
    calificacion: 4,
    verificado: true,
    ubicacion: "Valencia, Carabobo",
    dias: 17,
    texto:
      "Las zapatillas son comodísimas desde el primer día. Les quito una estrella porque el blanco se ensucia fácil, pero las volvería a comprar.",
    producto: "Zapatillas Urbanas de Cuero",
  },
  {
    id: "t04",
    nombre: "José Gregorio Salazar",
    calificacion: 5,
    verificado: true,
    ubicacion: "Barquisimeto, Lara",
    dias: 24,
    texto:
      "Pagué por pago móvil, subí el comprobante y al día siguiente ya estaba aprobado. Los jeans son de muy buena calidad y el corte recto me encanta.",
    producto: "Jeans Rectos Azul Clásico",
  },
  {
    id: "t05",
    nombre: "Valentina Colmenares",
    calificacion: 5,
    verificado: true,
    ubicacion: "Mérida, Mérida",
    dias: 33,
    texto:
      "Para el frío de Mérida la sudadera es ideal: abriga muchísimo y no pesa nada. Ya pedí otra en gris para mi hermano.",
    producto: "Sudadera con Capucha Essential",
  },
  {
    id: "t06",
    nombre: "Luis Alejandro Briceño",
    calificacion: 4,
    verificado: false,
    ubicacion: "Maracay, Aragua",
    dias: 41,
    texto:
      "El traje me quedó muy bien para la boda de mi primo, solo tuve que subir un poco el ruedo del pantalón. Buena tela y buen forro.",
    producto: "Traje Ejecutivo Dos Piezas",
  },
  {
    id: "t07",
    nombre: "Gabriela Montilla",
    calificacion: 5,
    verificado: true,
    ubicacion: "Puerto La Cruz, Anzoátegui",
    dias: 52,
    texto:
      "Los leggings no transparentan nada y aguantan mis clases de spinning sin moverse. El bolsillo lateral para el teléfono es un detalle genial.",
    producto: "Leggings Deportivos de Compresión",
  },
  {
    id: "t08",
    nombre: "Ricardo Ugueto",
    calificacion: 5,
    verificado: true,
    ubicacion: "San Cristóbal, Táchira",
    dias: 66,
    texto:
      "Le regalé el reloj a mi papá y quedó encantado. Se ve mucho más caro de lo que costó y llegó muy bien empacado.",
    producto: "Reloj Analógico de Acero",
  },
  {
    id: "t09",
    nombre: "Daniela Quintero",
    calificacion: 4,
    verificado: true,
    ubicacion: "Barcelona, Anzoátegui",
    dias: 80,
    texto:
      "El bolso es amplio y el cuero huele a cuero de verdad. Me cabe la laptop, el termo y todo lo de la universidad.",
    producto: "Bolso Tote de Cuero",
  },
  {
    id: "t10",
    nombre: "Oriana Figueroa",
    calificacion: 5,
    verificado: true,
    ubicacion: "Puerto Ordaz, Bolívar",
    dias: 95,
    texto:
      "Compré la camiseta de dinosaurios para mi hijo y no se la quiere quitar. El algodón sigue suave después de muchas lavadas.",
    producto: "Camiseta Infantil de Dinosaurios",
  },
];

const DAY_MS = 86_400_000;

/** Ten testimonials, newest first; `fechaCompra` is an ISO timestamp at 15:00 UTC. */
export function seedTestimonials(now: Date): Testimonio[] {
  const day0 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15);
  return TESTIMONIOS.map((t) => ({
    id: t.id,
    nombre: t.nombre,
    calificacion: t.calificacion,
    verificado: t.verificado,
    ubicacion: t.ubicacion,
    fechaCompra: new Date(day0 - t.dias * DAY_MS).toISOString(),
    texto: t.texto,
    producto: t.producto,
    imagen: `/img/testimonios/${t.id}.svg`,
  }));
}
