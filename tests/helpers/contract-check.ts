import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { buildOpenApiDocument, type OpenApiDocument } from "../../shared/src/openapi/document";
import { routeKey } from "../../shared/src/routes";
import { matchRoute } from "../../scripts/local/lambda-bridge";

/**
 * Checks API answers against the published OpenAPI document (shared/src/openapi), so the
 * reference cannot drift from what the store sends: a success must carry a status the document
 * lists for its route and a body its schema accepts (Ajv, JSON Schema 2020-12); an error must
 * carry a status the document lists and the error body. tests/helpers/api.ts `call()` runs it on
 * every answer when `checkAnswersAgainstContract()` was called in the test file, or for the whole
 * suite with API_CONTRACT_CHECK=1.
 */

let enabled = false;

/** From now on in this test file, every `call()` answer is checked against the document. */
export function checkAnswersAgainstContract(): void {
  enabled = true;
}

export function contractCheckEnabled(): boolean {
  return enabled || process.env.API_CONTRACT_CHECK === "1";
}

/** Routes ("METHOD /path") whose answers were checked so far in this file, with their statuses. */
export const checkedAnswers = new Map<string, Set<number>>();

let state: { doc: OpenApiDocument; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function load() {
  if (state) return state;
  const doc = buildOpenApiDocument();
  // strict off: the document is OpenAPI around JSON Schemas (its own keywords are not schema words).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The one format zod writes for our answers ('date-time', from z.iso.datetime()).
  ajv.addFormat("date-time", {
    type: "string",
    validate: (s: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
  });
  ajv.addSchema(doc as object, "openapi");
  state = { doc, ajv, validators: new Map() };
  return state;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Throws when an answer does not match what the document says of its route. */
export function assertAnswerMatchesContract(method: string, path: string, status: number, body: unknown): void {
  const found = matchRoute(method, path.split("?")[0]!);
  if (!found) return; // not a route: the local bridge's own 404/405, outside the document
  const { doc, ajv, validators } = load();
  const key = routeKey(found.route);
  const op = doc.paths[found.route.path]?.[found.route.method.toLowerCase()];
  if (!op) throw new Error(`Contract drift: ${key} is not in the OpenAPI document`);
  const answer = op.responses[String(status)];
  if (!answer) {
    throw new Error(
      `Contract drift: ${key} answered ${status}, which the document does not list (${Object.keys(op.responses).join(", ")}); body ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  const id = `${key} ${status}`;
  let validate = validators.get(id);
  if (!validate) {
    // JSON, or the one other media type the document names for the answer (the products CSV).
    const type = Object.keys(answer.content ?? {})[0] ?? "application/json";
    const ref = `openapi#/${pointer("paths", found.route.path, found.route.method.toLowerCase(), "responses", String(status), "content", type, "schema")}`;
    validate = ajv.compile({ $ref: ref });
    validators.set(id, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `Contract drift: ${key} answered ${status} with a body its schema refuses: ${ajv.errorsText(validate.errors, { separator: "; " })}\nbody: ${JSON.stringify(body)?.slice(0, 500)}`,
    );
  }
  (checkedAnswers.get(key) ?? checkedAnswers.set(key, new Set()).get(key)!).add(status);
}
