import { averageRating, ratingFigures, reviewerName } from "@tienda/shared/rules/rating";
import type { ProductRecord } from "../domain/catalogue/product-record";
import type { OrderRecord } from "../domain/orders/order-record";
import { buyerKey, reviewId, type ReviewRecord } from "../domain/reviews/review-record";
import { seedOrderMoney, seedSettings } from "./orders";

/**
 * The demo store's ratings (issue 36, item 5): generated buyers placed orders that were paid,
 * shipped and delivered, and rated what they received. Every product's count, sum and stars per
 * star are computed from these reviews, so the figures a shopper sees are the reviews that exist.
 * Products younger than MIN_AGE_DAYS have none yet ('Sin rating'). Everything is deterministic.
 */
const DAY = 24 * 3_600_000;
const MIN_AGE_DAYS = 12;
const ADMIN_NAME = "Admin Tienda";

const NOMBRES = [
  "Andrea",
  "Luis",
  "Gabriela",
  "José",
  "Daniela",
  "Miguel",
  "Valentina",
  "Alejandro",
  "Carolina",
  "Jesús",
  "Mariana",
  "Ricardo",
  "Fernanda",
  "Diego",
  "Paola",
  "Rafael",
  "Isabel",
  "Héctor",
  "Camila",
  "Manuel",
] as const;
const APELLIDOS = [
  "Rodríguez",
  "Pérez",
  "Hernández",
  "García",
  "Martínez",
  "López",
  "Díaz",
  "Ramírez",
  "Torres",
  "Rojas",
  "Mendoza",
  "Castillo",
  "Morales",
  "Suárez",
  "Blanco",
  "Romero",
  "Medina",
  "Guerrero",
  "Silva",
  "Vargas",
] as const;
const CIUDADES = [
  ["Caracas", "Distrito Capital", "1010"],
  ["Maracay", "Aragua", "2101"],
  ["Barquisimeto", "Lara", "3001"],
  ["Mérida", "Mérida", "5101"],
  ["Puerto La Cruz", "Anzoátegui", "6023"],
] as const;

/** What buyers wrote, by stars: [title, text] (either may be missing). */
const TEXTOS: Record<number, ReadonlyArray<readonly [string | null, string | null]>> = {
  5: [
    ["Excelente calidad", "La tela es muy buena y la talla es exacta. Lo volvería a comprar."],
    ["Me encantó", "Llegó rápido y bien empacado. Se ve igual que en las fotos."],
    [null, "Muy cómodo, lo uso casi todos los días."],
    ["Perfecto", null],
    [null, null],
  ],
  4: [
    ["Muy bueno", "Buena calidad por el precio. El color es un poco más oscuro que en la foto."],
    [null, "Cómodo y bien hecho; la talla viene un poco grande."],
    ["Recomendado", null],
    [null, null],
  ],
  3: [
    ["Está bien", "Cumple, pero esperaba una tela más gruesa."],
    [null, "La talla es más pequeña de lo normal, pide una más."],
    [null, null],
  ],
  2: [["No es lo que esperaba", "El color no coincide con la foto y la costura se soltó pronto."]],
  1: [["Mala experiencia", "Se dañó al primer lavado."]],
};

/** A small deterministic generator (same demo store on every machine). */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Stars leaning on the product's own quality, so averages spread from about 3.5 to 5. */
function starsFor(quality: number, r: number): number {
  if (r < 0.03) return 1;
  if (r < 0.07) return 2;
  return Math.max(3, Math.min(5, Math.round(quality + (r - 0.5) * 1.6)));
}

export interface SeededReviews {
  /** The products with their counters from the reviews below. */
  products: ProductRecord[];
  /** The buyers' delivered orders (guests: their links were sent by email long ago). */
  orders: OrderRecord[];
  reviews: ReviewRecord[];
}

export function seedReviews(now: Date, products: readonly ProductRecord[]): SeededReviews {
  const rnd = generator(36);
  const ageDays = (p: ProductRecord) => (now.getTime() - Date.parse(p.created_at)) / DAY;
  const rated = products.filter((p) => p.activo && ageDays(p) >= MIN_AGE_DAYS);
  // Each product's number of reviews (2 to 10) and its quality; buyers take them in turn.
  type Line = { product: ProductRecord; stars: number };
  const buyers: Line[][] = [];
  let next = 0;
  rated.forEach((p, i) => {
    const wanted = 2 + ((i * 7) % 9);
    const quality = 3.6 + ((i * 13) % 14) / 10;
    for (let k = 0; k < wanted; k++) {
      // Round robin over buyers with few lines each; never the same product twice for one buyer.
      let b = next++ % 110;
      while (buyers[b]?.some((l) => l.product.id === p.id)) b = (b + 1) % 110;
      (buyers[b] ??= []).push({ product: p, stars: starsFor(quality, rnd()) });
    }
  });

  const settings = seedSettings(now);
  const orders: OrderRecord[] = [];
  const reviews: ReviewRecord[] = [];
  buyers.forEach((lines, b) => {
    const nombre = NOMBRES[b % NOMBRES.length]!;
    const apellido = APELLIDOS[(b * 7 + Math.floor(b / NOMBRES.length)) % APELLIDOS.length]!;
    const [ciudad, estado, codigo_postal] = CIUDADES[b % CIUDADES.length]!;
    const email = `${nombre}.${apellido}.${b + 1}@example.com`
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    // Placed after every product in it existed, delivered five days later, rated in the next days.
    const youngest = Math.min(...lines.map((l) => ageDays(l.product)));
    const placed = now.getTime() - (9 + (youngest - 10) * (0.15 + 0.8 * rnd())) * DAY;
    const at = (days: number) => new Date(placed + days * DAY).toISOString();
    const lineas = lines.map(({ product: p }) => {
      const [talla = "", color = ""] = (Object.keys(p.stock_variantes)[0] ?? "|").split("|");
      return {
        productoId: p.id,
        nombre: p.nombre,
        imagen: `/${p.imagenes[0]}`,
        talla,
        color,
        cantidad: 1,
        precio_cents: p.precio_cents,
      };
    });
    const referencia = String(70_100_003 + b * 7_919).padStart(8, "0");
    const pago = { banco: "banesco", telefono: "0412-555-0000", referencia, email };
    const order: OrderRecord = {
      id: `ord-resena-${b + 1}`,
      numero_pedido: `ORD-${new Date(placed).getUTCFullYear()}-${String(100 + b + 1).padStart(6, "0")}`,
      usuario_id: null,
      estado: "entregado",
      estado_pago: "completado",
      tipo_pago: "pago_movil",
      fecha_pedido: at(0),
      fecha_actualizacion: at(5),
      cliente: { nombre, apellido, email, telefono: "0412-555-0000" },
      envio: { nombre, apellido, direccion: "Av. Principal, Qta. Los Mangos", ciudad, estado, codigo_postal },
      lineas,
      ...seedOrderMoney(lineas, settings),
      pago,
      comprobante: null,
      vence_en: null,
      historial: [
        { tipo: "creado", fecha: at(0), por: "cliente" },
        { tipo: "aprobado", fecha: at(0.5), por: ADMIN_NAME },
        { tipo: "enviado", fecha: at(1.5), por: ADMIN_NAME },
        { tipo: "entregado", fecha: at(5), por: ADMIN_NAME },
      ],
      token_hash: null,
      fecha_pago: at(0.5),
    };
    orders.push(order);
    const comprador = buyerKey(order);
    lines.forEach(({ product: p, stars }, k) => {
      const options = TEXTOS[stars]!;
      const [titulo, texto] = options[(b + k) % options.length]!;
      const fecha = at(5.5 + ((b + k) % 4) / 2);
      reviews.push({
        id: reviewId(p.id, comprador),
        producto_id: p.id,
        producto_nombre: p.nombre,
        comprador,
        usuario_id: null,
        pedido_id: order.id,
        numero_pedido: order.numero_pedido,
        autor: reviewerName(nombre, apellido),
        nombre_completo: `${nombre} ${apellido}`,
        calificacion: stars,
        titulo,
        texto,
        talla: lineas[k]!.talla,
        color: lineas[k]!.color,
        fecha,
        creada: fecha,
        visible: true,
        moderacion: [],
        // The older reviews were seen long ago; the last two weeks' low ratings still notify.
        vista: Date.parse(fecha) < now.getTime() - 14 * DAY,
      });
    });
  });

  const starsOf = new Map<string, number[]>();
  for (const r of reviews) starsOf.set(r.producto_id, [...(starsOf.get(r.producto_id) ?? []), r.calificacion]);
  return {
    products: products.map((p) => withFigures(p, starsOf.get(p.id) ?? [])),
    orders,
    reviews,
  };
}

/** A product's counters from its visible reviews' stars; the average is derived from them on read. */
export function withFigures(p: ProductRecord, stars: readonly number[]): ProductRecord {
  const f = ratingFigures(stars);
  return {
    ...p,
    num_resenas: f.count,
    resenas_suma: f.sum,
    resenas_estrellas: [...f.perStar],
    calificacion: averageRating(f.sum, f.count),
  };
}
