import { describe, expect, it } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  notFound,
  tooLarge,
  tooMany,
  unauthorized,
  unavailable,
  type ErrorKind,
} from "../../../functions/src/domain/errors";
import { errorAnswer, STATUS_BY_KIND } from "../../../functions/src/lib/errors";
import { CartVersionConflict } from "../../../functions/src/domain/accounts/lists";
import { ThrottledError } from "../../../functions/src/domain/accounts/login-throttle";
import { endpoint } from "../../../functions/src/lib/http";

/** Domain code throws errors by kind; errorAnswer (used by endpoint() alone) picks status and headers. */
describe("errors by kind", () => {
  it("maps every kind to its status", () => {
    const cases: Array<[DomainError, number]> = [
      [badRequest("Dato inválido", { nombre: "Requerido" }), 400],
      [unauthorized(), 401],
      [forbidden(), 403],
      [notFound("No existe"), 404],
      [conflict("Ya existe"), 409],
      [new DomainError("precondition_failed", "Cambió"), 412],
      [tooLarge("Muy grande"), 413],
      [tooMany("Demasiados intentos"), 429],
      [unavailable("No disponible"), 503],
    ];
    for (const [err, status] of cases) expect(errorAnswer(err).status, err.kind).toBe(status);
    // Every kind has a case above, so a new kind without a status fails here.
    expect(new Set(cases.map(([e]) => e.kind))).toEqual(new Set(Object.keys(STATUS_BY_KIND) as ErrorKind[]));
  });

  it("answers the Spanish message, the field errors and the extra data, with no headers by default", () => {
    const err = new DomainError("invalid", "Código promocional inválido", {
      errores: { codigo: "Código promocional inválido" },
      datos: { motivo: "desconocido" },
    });
    expect(errorAnswer(err)).toEqual({
      status: 400,
      body: {
        mensaje: "Código promocional inválido",
        errores: { codigo: "Código promocional inválido" },
        motivo: "desconocido",
      },
    });
    expect(errorAnswer(notFound("No existe"))).toEqual({ status: 404, body: { mensaje: "No existe" } });
  });

  it("sends Retry-After in whole seconds, at least one", () => {
    expect(errorAnswer(tooMany("Espera", 2.2)).headers).toEqual({ "retry-after": "3" });
    expect(errorAnswer(tooMany("Espera", 0)).headers).toEqual({ "retry-after": "1" });
    expect(errorAnswer(new ThrottledError(90)).headers).toEqual({ "retry-after": "90" });
    expect(errorAnswer(new ThrottledError(90)).status).toBe(429);
  });

  it("sends a stale cart back with its version tag as ETag", () => {
    const answer = errorAnswer(new CartVersionConflict({ lineas: [], version: 7 }));
    expect(answer.status).toBe(412);
    expect(answer.headers).toEqual({ etag: '"7"' });
    expect(answer.body).toMatchObject({ lineas: [] });
  });

  it("is what endpoint() answers when a handler or domain module throws", async () => {
    const handler = endpoint("GET /api/ajustes/publicos", async () => {
      throw tooMany("Demasiados intentos", 30);
    });
    const event = {
      rawPath: "/api/ajustes/publicos",
      headers: {},
      requestContext: { http: { method: "GET", sourceIp: "203.0.113.9" } },
    } as unknown as APIGatewayProxyEventV2;
    const res = await handler(event);
    expect(res.statusCode).toBe(429);
    expect(res.headers?.["retry-after"]).toBe("30");
    expect(JSON.parse(res.body!)).toEqual({ mensaje: "Demasiados intentos" });
  });
});
