import { z } from "../zod-es";
import { hasAtMostDecimals } from "../rules/numbers";
import { isTrackingTemplate, TIPOS_ENVIO } from "../rules/delivery";
import { ESTADOS_VENEZUELA } from "./checkout";

/**
 * The store's delivery methods (settings `metodos_envio`, docs/delivery.md): the shape the API
 * answers and the admin's update with its Spanish messages. The rules are in ../rules/delivery.ts.
 */

export const MAX_DELIVERY_METHODS = 20;
export const MAX_COURIERS = 10;

export const DELIVERY_SETTINGS_MESSAGES = {
  id: "El id del método usa minúsculas, números, '-' o '_' (hasta 40 caracteres), por ejemplo mrw-oficina",
  idRepetido: "Cada método de envío necesita un id distinto",
  nombre: "El nombre del método de envío debe tener entre 2 y 60 caracteres",
  tipo: "El tipo de envío debe ser domicilio, oficina, retiro o cobro_destino",
  tarifa: "La tarifa debe ser un número entre 0 y 1000 con hasta 2 decimales",
  gratis: "El monto para envío gratis debe ser un número entre 0 y 100000 con hasta 2 decimales",
  estado: "Elige un estado de la lista",
  activo: "Indica si el método está activo",
  courierNombre: "Cada empresa de envío necesita un nombre de hasta 40 caracteres",
  courierRepetido: "Una empresa de envío aparece dos veces en el mismo método",
  courierUrl:
    "El enlace de seguimiento debe ser una dirección https con {guia}, por ejemplo https://courier.com/rastreo?guia={guia}",
  couriersOficina: "Un envío a oficina necesita al menos una empresa de envío",
  couriersMax: `Se admiten hasta ${MAX_COURIERS} empresas por método`,
  direccion: "El retiro en tienda necesita la dirección (hasta 200 caracteres)",
  horario: "El retiro en tienda necesita el horario (hasta 120 caracteres)",
  metodosMax: `Se admiten hasta ${MAX_DELIVERY_METHODS} métodos de envío`,
} as const;

const M = DELIVERY_SETTINGS_MESSAGES;

/** A USD amount between 0 and max with at most 2 decimals (whole cents, as they are stored). */
const usd = (mensaje: string, max: number) =>
  z
    .number({ error: mensaje })
    .min(0, mensaje)
    .max(max, mensaje)
    .refine((n) => hasAtMostDecimals(n, 2), mensaje);

const estado = z.enum(ESTADOS_VENEZUELA, { error: M.estado });

const CourierInputSchema = z
  .object({
    nombre: z.string({ error: M.courierNombre }).trim().min(1, M.courierNombre).max(40, M.courierNombre),
    url_seguimiento: z
      .string({ error: M.courierUrl })
      .trim()
      .max(300, M.courierUrl)
      .refine(isTrackingTemplate, M.courierUrl)
      .describe("Dirección de seguimiento con {guia} donde va el número de guía."),
  })
  .strict();

/** One method as the admin sends it (PUT /api/admin/ajustes `metodos_envio`). */
export const MetodoEnvioInputSchema = z
  .object({
    id: z
      .string({ error: M.id })
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, M.id)
      .describe("Id estable que nombran los pedidos (estandar, express, mrw-oficina…)."),
    nombre: z.string({ error: M.nombre }).trim().min(2, M.nombre).max(60, M.nombre),
    tipo: z.enum(TIPOS_ENVIO, { error: M.tipo }).describe("domicilio, oficina, retiro o cobro_destino."),
    tarifa: usd(M.tarifa, 1000).describe("Tarifa en USD (retiro y cobro_destino no cobran nada ahora)."),
    gratis_desde: usd(M.gratis, 100_000)
      .nullable()
      .optional()
      .describe("Gratis cuando el subtotal supera este monto en USD; null: nunca gratis."),
    tarifas_por_estado: z
      .partialRecord(estado, usd(M.tarifa, 1000))
      .optional()
      .describe("Tarifa en USD por estado, en lugar de la tarifa general para ese estado."),
    estados: z.array(estado).max(24).optional().describe("Estados a los que envía; vacío o sin él: todos."),
    activo: z.boolean({ error: M.activo }),
    couriers: z
      .array(CourierInputSchema)
      .max(MAX_COURIERS, M.couriersMax)
      .optional()
      .describe("Oficina (al menos una) y cobro a destino: empresas de envío con su enlace de seguimiento."),
    direccion: z.string().trim().max(200, M.direccion).optional().describe("Retiro en tienda: la dirección."),
    horario: z.string().trim().max(120, M.horario).optional().describe("Retiro en tienda: el horario."),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.tipo === "oficina" && (m.couriers?.length ?? 0) === 0)
      ctx.addIssue({ code: "custom", message: M.couriersOficina, path: ["couriers"] });
    if (m.tipo === "retiro") {
      if (!m.direccion) ctx.addIssue({ code: "custom", message: M.direccion, path: ["direccion"] });
      if (!m.horario) ctx.addIssue({ code: "custom", message: M.horario, path: ["horario"] });
    }
    const names = new Set<string>();
    m.couriers?.forEach((c, i) => {
      const key = c.nombre.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: "custom", message: M.courierRepetido, path: ["couriers", i, "nombre"] });
      names.add(key);
    });
  });

export const MetodosEnvioInputSchema = z
  .array(MetodoEnvioInputSchema)
  .max(MAX_DELIVERY_METHODS, M.metodosMax)
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    list.forEach((m, i) => {
      if (ids.has(m.id)) ctx.addIssue({ code: "custom", message: M.idRepetido, path: [i, "id"] });
      ids.add(m.id);
    });
  });

export const CourierEnvioSchema = z.object({ nombre: z.string(), url_seguimiento: z.string() });

/** One method as the API answers it (fees in USD with 2 decimals). */
export const MetodoEnvioSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_ENVIO),
  tarifa: z.number(),
  gratis_desde: z.number().nullable().optional(),
  tarifas_por_estado: z.record(z.string(), z.number()).optional(),
  estados: z.array(z.string()).optional(),
  activo: z.boolean(),
  couriers: z.array(CourierEnvioSchema).optional(),
  direccion: z.string().optional(),
  horario: z.string().optional(),
});

/** What an order keeps of its delivery (GET /api/pedido/{id} `envio_detalle`). */
export const EnvioElegidoSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_ENVIO),
  courier: CourierEnvioSchema.nullable(),
  oficina: z.string().nullable(),
  direccion: z.string().nullable(),
  horario: z.string().nullable(),
});
