/**
 * Compile-time tests of the typed client (never run, never bundled: nothing imports this file).
 * `npm run typecheck` checks it with web/tsconfig.json; every `@ts-expect-error` below must stay an
 * error, so if the client's types get loose (a wrong path, parameter, body or answer compiles),
 * the unused directive fails the typecheck.
 */
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { apiCall, requestWithHeaders } from "./api-client";

export async function typedClientCalls(signal: AbortSignal): Promise<void> {
  // What compiles: the route as the table names it, its parameters, query and body.
  const producto = await apiCall("GET /api/productos/producto/{id}", { params: { id: "p-1" }, signal });
  const _nombre: string = producto.nombre;
  const lista = await apiCall("GET /api/productos", {
    query: { categoria: ["hombre", "mujer"], limite: 12, en_stock: true, direccion: "asc", orden: "precio" },
  });
  const _productos: Producto[] = lista.productos;
  const _sesion = await apiCall("GET /api/auth/sesion");
  await apiCall("POST /api/auth/logout");
  await apiCall("PUT /api/favoritos", { body: { productos: ["p-1"], fusionar: true } });
  await apiCall("GET /api/contenido/{clave}", { params: { clave: "hero" } });
  await apiCall("GET /api/pedido/{id}", { params: { id: "o-1" }, query: { token: "t" } });
  const { data: carrito, headers } = await requestWithHeaders("GET /api/carrito", { signal });
  const _cantidad: number | undefined = carrito.lineas[0]?.cantidad;
  const _etag: string | null = headers.get("etag");

  // A path the route table does not have.
  // @ts-expect-error unknown path
  await apiCall("GET /api/productoz");
  // @ts-expect-error a method the table does not give this path
  await apiCall("DELETE /api/productos/buscar");
  // @ts-expect-error the value written into the path instead of its {id}
  await apiCall("GET /api/productos/producto/p-1");

  // Path parameters.
  // @ts-expect-error missing path parameters
  await apiCall("GET /api/productos/producto/{id}");
  // @ts-expect-error the params object lacks the id
  await apiCall("GET /api/productos/producto/{id}", { params: {} });
  // @ts-expect-error a parameter the path does not name
  await apiCall("GET /api/pedido/usuario/{userId}", { params: { id: "u-1" } });
  // @ts-expect-error a content key that does not exist
  await apiCall("GET /api/contenido/{clave}", { params: { clave: "portada" } });

  // Bodies.
  // @ts-expect-error the login needs a body
  await apiCall("POST /api/auth/login");
  // @ts-expect-error a field the (strict) body does not have
  await apiCall("POST /api/auth/login", { body: { email: "a@b.co", password: "x", rol: "admin" } });
  // @ts-expect-error a field of the wrong type
  await apiCall("PUT /api/favoritos", { body: { productos: [1, 2] } });
  // @ts-expect-error a required field missing
  await apiCall("POST /api/pedido/{id}/rechazar", { params: { id: "o-1" }, body: {} });
  // @ts-expect-error a body on a route that takes none
  await apiCall("POST /api/auth/logout", { body: {} });

  // Queries.
  // @ts-expect-error a query parameter the route does not read
  await apiCall("GET /api/productos", { query: { categorias: "hombre" } });
  // @ts-expect-error a value outside the parameter's words
  await apiCall("GET /api/admin/estadisticas", { query: { periodo: "2w" } });
  // @ts-expect-error a query on a route that reads none
  await apiCall("GET /api/categorias", { query: { limite: 1 } });

  // Answers.
  const sesion = await apiCall("GET /api/auth/sesion");
  // @ts-expect-error the session's user is null for guests
  const _email: string = sesion.usuario.email;
  // @ts-expect-error a field the answer does not have
  const _precioFinal: number = producto.precioFinal;
  // @ts-expect-error a field of another type
  const _total: string = lista.total;
  // @ts-expect-error one product, not a list
  const _lista: Producto[] = producto;
}
