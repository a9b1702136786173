/**
 * Compile-time tests of the handler side of the API contract (never run: vitest only picks up
 * *.test.ts). `npm run typecheck` checks this file (root tsconfig.json); every `@ts-expect-error`
 * must stay an error, so if `endpoint()` stops checking a handler's route, parameters or answer
 * against the contract, the unused directive fails the typecheck. The client side is tested in
 * web/src/lib/api-client.type-test.ts.
 */
import { endpoint } from "../../../functions/src/lib/http";

export function handlerDeclarations(): void {
  // What compiles: the route's own path parameters and its answer.
  endpoint("GET /api/carrito", async () => ({ body: { lineas: [] }, headers: { etag: '"1"' } }));
  endpoint("DELETE /api/categorias/{id}", async ({ params }) => ({ body: { mensaje: `Borrada ${params.id}` } }));

  // @ts-expect-error a route the table does not have
  endpoint("GET /api/nada", async () => ({ body: {} }));
  // @ts-expect-error the cart's lines are a list
  endpoint("GET /api/carrito", async () => ({ body: { lineas: 1 } }));
  // @ts-expect-error an answer missing a field (the message)
  endpoint("DELETE /api/categorias/{id}", async () => ({ body: {} }));
  // @ts-expect-error a path parameter the route does not have
  endpoint("GET /api/pedido/usuario/{userId}", async ({ params }) => ({ body: { success: params.id === "u-1" } }));
}
