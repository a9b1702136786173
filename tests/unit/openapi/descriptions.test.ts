import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiContract, type RouteContract } from "../../../shared/src/api-contract";
import { buildOpenApiDocument } from "../../../shared/src/openapi/document";

/**
 * The reference explains itself in Spanish (issue 39, item 1): every route has a summary and a
 * description, every answer says when it happens, and every parameter and every field a client
 * sends (of each shape of a body that has several) says what it is.
 */
type JsonSchema = Record<string, unknown>;
const doc = buildOpenApiDocument();
const schemas = doc.components.schemas as Record<string, JsonSchema>;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);
const filled = (v: unknown) => typeof v === "string" && v.trim().length > 0;

/** The top-level fields of a body schema, with each branch of a union (oneOf/anyOf) read as well. */
function bodyFields(schema: JsonSchema): [string, JsonSchema][] {
  const branches = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[])];
  return branches.flatMap((b) => Object.entries((b.properties ?? {}) as Record<string, JsonSchema>));
}

describe("Spanish descriptions in the API reference", () => {
  it("every route has a summary and a description of its own", () => {
    const missing = operations.filter(({ op }) => !filled(op.summary) || !filled(op.description)).map((o) => o.key);
    expect(missing).toEqual([]);
    for (const { key, op } of operations) expect(op.description, key).not.toBe(op.summary);
  });

  it("every answer, success or error, says when it happens", () => {
    const missing = operations.flatMap(({ key, op }) =>
      Object.entries(op.responses)
        .filter(([, r]) => !filled(r.description))
        .map(([status]) => `${key} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it("every path and query parameter says what it is", () => {
    const missing = operations.flatMap(({ key, op }) =>
      ((op.parameters ?? []) as { name?: string; in?: string; description?: string; $ref?: string }[])
        .filter((p) => !p.$ref && !filled(p.description))
        .map((p) => `${key} ${p.in} ${p.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("every field of every request body says what it is", () => {
    const missing: string[] = [];
    let fields = 0;
    for (const { key, op } of operations) {
      const ref = (op.requestBody as { content?: Record<string, { schema: { $ref: string } }> } | undefined)?.content?.[
        "application/json"
      ]?.schema.$ref;
      if (!ref) continue;
      for (const [name, field] of bodyFields(schemas[ref.split("/").pop()!]!)) {
        fields++;
        if (!filled(field.description)) missing.push(`${key} ${name}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    expect(fields).toBeGreaterThan(200);
  });

  it("a rule across a body's fields (a refine() on the whole object) is described in words", () => {
    const undescribed: string[] = [];
    let rules = 0;
    for (const [key, contract] of Object.entries(apiContract as Record<string, RouteContract>)) {
      if (!contract.body) continue;
      const def = (contract.body as z.ZodType)._zod.def as { checks?: unknown[] };
      if (!def.checks?.length) continue;
      rules++;
      if (!filled(contract.body.description)) undescribed.push(key);
    }
    expect(undescribed).toEqual([]);
    expect(rules).toBeGreaterThanOrEqual(8);
  });
});
