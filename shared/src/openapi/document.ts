import { z } from "../zod-es";
import { apiContract, type RouteContract } from "../api-contract";
import { maxBodyOf, routeId, routeKey, routes, type RouteDef, type RouteKey } from "../routes";
import { ErrorBodySchema } from "../schemas/common-shapes";
import {
  HEADERS,
  HEADER_PARAMETERS,
  RETRY_AFTER,
  CSRF_HEADER_NAME,
  CSRF_HEADER_VALUE,
  SESSION_COOKIE_NAME,
} from "./headers";
import { REQUEST_EXAMPLES } from "./examples";
import { routeDocs, type RouteDoc } from "./route-docs";
import { schemaNames } from "./schema-names";

/**
 * The store's API as an OpenAPI 3.1 document, built from the route table (paths, methods, auth,
 * body limits), the API contract (zod schemas → JSON Schema 2020-12 with zod's toJSONSchema:
 * requests as a caller sends them, answers as the store writes them) and ./route-docs.ts (Spanish
 * texts, success status, headers, route-specific errors). `npm run openapi` writes it; the web
 * build puts it beside the SPA (docs/api.md).
 */

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

/** Longest path parameter endpoint() takes (functions/src/lib/http.ts MAX_PATH_PARAM_LENGTH; a unit test ties them). */
export const PATH_PARAM_MAX = 200;

const TAGS: Record<string, string> = {
  catalogo: "Catálogo",
  estilos: "Catálogo",
  productos: "Catálogo (administración)",
  contenido: "Contenido",
  pedidos: "Pedidos",
  admin: "Administración",
  ajustes: "Ajustes",
  promociones: "Promociones",
  auth: "Sesión",
  usuarios: "Cuenta",
  carrito: "Cuenta",
  favoritos: "Cuenta",
  subidas: "Subidas",
  resenas: "Reseñas",
};

const ROLE: Record<RouteDef["auth"], string> = { public: "publico", user: "usuario", admin: "administrador" };
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  /** JSON everywhere but a success that RouteDoc `tipo` names otherwise (the products CSV). */
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  [key: string]: unknown;
}

export function buildOpenApiDocument(options: { version?: string; servers?: string[] } = {}): OpenApiDocument {
  const components = new ComponentSchemas();
  const errorRef = components.ref(ErrorBodySchema, "output", "Error");
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes as readonly RouteDef[]) {
    const key = routeKey(route) as RouteKey;
    const contract: RouteContract = apiContract[key];
    const doc: RouteDoc = (routeDocs as Readonly<Record<string, RouteDoc>>)[key] ?? { resumen: key };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, contract, doc, components, errorRef);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "API de la Tienda",
      version: options.version ?? "1.0.0",
      description: [
        "La API que usa la tienda web, para integradores (una empresa de envíos, un programa contable, una app).",
        "Todo viaja en JSON; los montos van en céntimos enteros de USD salvo que el campo diga bolívares.",
        "Los errores responden `{ mensaje, errores? }`: `mensaje` en español y `errores` con el problema de cada campo.",
        `Las escrituras (POST, PUT, PATCH, DELETE) llevan el encabezado \`${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}\`; las rutas de cuenta y de administración, la cookie de sesión \`${SESSION_COOKIE_NAME}\` que abren POST /api/auth/login y POST /api/auth/registro.`,
      ].join("\n\n"),
    },
    ...(options.servers?.length ? { servers: options.servers.map((url) => ({ url })) } : {}),
    tags: [...new Set(Object.values(TAGS))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components.all(),
      headers: HEADERS,
      parameters: HEADER_PARAMETERS,
      securitySchemes: {
        sesion: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_NAME,
          description: "La sesión que abren el registro y el inicio de sesión (cookie HttpOnly).",
        },
        csrf: {
          type: "apiKey",
          in: "header",
          name: CSRF_HEADER_NAME,
          description: `Toda escritura lleva \`${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}\`; si además envía Origin, debe ser el de la tienda.`,
        },
      },
    },
  };
}

function operation(
  route: RouteDef,
  contract: RouteContract,
  doc: RouteDoc,
  components: ComponentSchemas,
  errorRef: JsonSchema,
): Operation {
  const id = routeId(route);
  const unsafe = UNSAFE.has(route.method);
  const headers = doc.encabezados ?? [];
  const parameters: unknown[] = [...pathParameters(route, contract), ...queryParameters(contract)];
  if (headers.includes("idempotency-key")) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  if (headers.includes("if-match")) parameters.push({ $ref: "#/components/parameters/IfMatch" });

  const successHeaders: Record<string, unknown> = {};
  if (route.cache === "public") successHeaders["Cache-Control"] = { $ref: "#/components/headers/CacheControlPublica" };
  if (headers.includes("etag")) successHeaders.ETag = { $ref: "#/components/headers/ETag" };
  if (headers.includes("idempotent-replayed"))
    successHeaders["Idempotent-Replayed"] = { $ref: "#/components/headers/IdempotentReplayed" };
  if (headers.includes("set-cookie")) successHeaders["Set-Cookie"] = { $ref: "#/components/headers/SetCookie" };

  const responses: Operation["responses"] = {
    [String(doc.estado ?? 200)]: {
      description: doc.descripcion ?? doc.resumen,
      ...(Object.keys(successHeaders).length ? { headers: successHeaders } : {}),
      content: {
        [doc.tipo ?? "application/json"]: { schema: components.ref(contract.response, "output", `${id}Respuesta`) },
      },
    },
  };
  if (doc.otroExito) {
    const first = Object.values(responses)[0]!;
    responses[String(doc.otroExito.estado)] = { ...first, description: doc.otroExito.cuando };
  }
  for (const [status, description] of Object.entries(errorStatuses(route, contract, doc))) {
    const retry = status === "429" || status === "503";
    const etag = status === "412" && headers.includes("etag");
    responses[status] = {
      description,
      ...(retry ? { headers: { "Retry-After": RETRY_AFTER } } : {}),
      ...(etag ? { headers: { ETag: { $ref: "#/components/headers/ETag" } } } : {}),
      content: { "application/json": { schema: errorRef } },
    };
  }

  return {
    operationId: id,
    summary: doc.resumen,
    ...(doc.descripcion ? { description: doc.descripcion } : {}),
    tags: [TAGS[route.handler.split("/")[0]!] ?? "Otros"],
    "x-rol": ROLE[route.auth],
    security: security(route.auth, unsafe),
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            description: `JSON, hasta ${maxBodyOf(route)} bytes.`,
            content: {
              "application/json": {
                schema: components.ref(contract.body, "input", `${id}Cuerpo`),
                ...requestExamples(routeKey(route)),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** A body route's examples (./examples.ts), named ejemplo-1, ejemplo-2…, each with its Spanish summary. */
function requestExamples(key: string): { examples?: Record<string, { summary: string; value: unknown }> } {
  const list = REQUEST_EXAMPLES.get(key);
  if (!list?.length) return {};
  return {
    examples: Object.fromEntries(list.map((e, i) => [`ejemplo-${i + 1}`, { summary: e.resumen, value: e.body }])),
  };
}

function security(auth: RouteDef["auth"], unsafe: boolean): Record<string, string[]>[] {
  const needs: Record<string, string[]> = {};
  if (auth !== "public") needs.sesion = [];
  if (unsafe) needs.csrf = [];
  return Object.keys(needs).length ? [needs] : [];
}

/** A throttled route's 429 (routes.ts `throttled`), unless its entry in ./route-docs.ts says more. */
const THROTTLED =
  "Demasiadas solicitudes: se agotó un límite de esta ruta (por conexión, dispositivo o cuenta); el encabezado Retry-After dice cuántos segundos esperar.";

/**
 * Every status a route may answer besides its success, with when (Spanish). The shared ones come
 * from the route table (400 for any input, 401 for a session, 403 for the role and the CSRF
 * header, 404 for a path parameter, 413 for a body, 429 for a throttled route); ./route-docs.ts
 * adds only what is particular to the route.
 */
export function errorStatuses(route: RouteDef, contract: RouteContract, doc: RouteDoc): Record<string, string> {
  const out: Record<string, string> = {};
  const hasPathParams = route.path.includes("{");
  if (
    contract.body ||
    contract.query ||
    contract.params ||
    hasPathParams ||
    doc.encabezados?.includes("idempotency-key")
  ) {
    out["400"] = "Datos inválidos: `mensaje` resume el problema y `errores` lo dice por campo.";
  }
  if (route.auth !== "public" || doc.errores?.[401])
    out["401"] = doc.errores?.[401] ?? "Sin sesión o con la sesión vencida.";
  const forbidden: string[] = [];
  if (route.auth === "admin") forbidden.push("la cuenta no es de administrador");
  if (UNSAFE.has(route.method))
    forbidden.push(`falta \`${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}\` o la solicitud viene de otro sitio (Origin)`);
  // A route's own refusals, in words that continue the sentence (lower case).
  if (doc.errores?.[403]) forbidden.push(doc.errores[403]);
  if (forbidden.length) out["403"] = `Prohibido: ${forbidden.join(", o ")}.`;
  if (hasPathParams || doc.errores?.[404]) {
    out["404"] =
      doc.errores?.[404] ?? `No existe (también cuando un parámetro de la ruta pasa de ${PATH_PARAM_MAX} caracteres).`;
  }
  if (doc.errores?.[409]) out["409"] = doc.errores[409];
  if (doc.errores?.[412]) out["412"] = doc.errores[412];
  if (UNSAFE.has(route.method)) out["413"] = `El cuerpo pasa de ${maxBodyOf(route)} bytes.`;
  if (route.throttled) out["429"] = doc.errores?.[429] ?? THROTTLED;
  out["500"] = "Error interno del servidor.";
  out["503"] = "Un servicio de la tienda no responde por ahora; reintenta tras los segundos de Retry-After.";
  return out;
}

/** What each path parameter of the table names (Spanish). */
const PATH_PARAM_TEXT: Record<string, string> = {
  id: "El id del recurso de la ruta (producto, categoría, estilo, pedido, testimonio, usuario, reseña o importación).",
  clave: "La clave del bloque de contenido.",
  slug: "La dirección de la página informativa (p. ej. envios).",
  codigo: "El código promocional.",
  userId: "El id de la cuenta.",
};

function pathParameters(route: RouteDef, contract: RouteContract): unknown[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const fromSchema = contract.params ? objectSchema(contract.params, "input") : null;
  return names.map((name) => ({
    name,
    in: "path",
    required: true,
    ...(PATH_PARAM_TEXT[name] ? { description: PATH_PARAM_TEXT[name] } : {}),
    schema: (fromSchema?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? {
      type: "string",
      minLength: 1,
      maxLength: PATH_PARAM_MAX,
    },
  }));
}

function queryParameters(contract: RouteContract): unknown[] {
  if (!contract.query) return [];
  const schema = objectSchema(contract.query, "input");
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, prop]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof prop.description === "string" ? { description: prop.description } : {}),
    schema: prop,
  }));
}

/** A query or params schema as JSON Schema; it must be an object of named fields. */
function objectSchema(schema: z.ZodType, io: Io): JsonSchema {
  const json = toJson(schema, io);
  if (json.type !== "object" || typeof json.properties !== "object") {
    throw new Error("A query or params schema of the contract must be a z.object");
  }
  return json;
}

function toJson(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "throw" });
  if ("$defs" in json) throw new Error("Recursive schemas are not supported by the OpenAPI builder");
  return json;
}

/** components.schemas: one entry per contract schema and direction, named as exported. */
class ComponentSchemas {
  private readonly names = schemaNames();
  private readonly byKey = new Map<string, JsonSchema>();
  private readonly seen = new Map<z.ZodType, Partial<Record<Io, string>>>();

  ref(schema: z.ZodType, io: Io, fallback: string): JsonSchema {
    const known = this.seen.get(schema)?.[io];
    if (known) return { $ref: `#/components/schemas/${known}` };
    const json = toJson(schema, io);
    let name = this.names.get(schema) ?? fallback;
    const taken = this.byKey.get(name);
    // The same schema read as a request and as an answer differs where it has defaults.
    if (taken && JSON.stringify(taken) !== JSON.stringify(json))
      name = `${name}${io === "input" ? "Entrada" : "Salida"}`;
    this.byKey.set(name, json);
    this.seen.set(schema, { ...this.seen.get(schema), [io]: name });
    return { $ref: `#/components/schemas/${name}` };
  }

  all(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.byKey.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
}
