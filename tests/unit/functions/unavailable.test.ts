import { describe, expect, it } from "vitest";
import { isServiceUnavailable } from "../../../functions/src/lib/unavailable";

/** Which failures endpoint() answers with 503 'El servicio no está disponible…' instead of 500. */
describe("isServiceUnavailable", () => {
  const withCode = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { code });
  const named = (name: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error(name), { name, ...extra });

  it.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["connection reset", withCode("ECONNRESET")],
    ["socket hang up", new Error("socket hang up")],
    ["SDK timeout", named("TimeoutError")],
    ["DynamoDB throttling", named("ProvisionedThroughputExceededException")],
    ["S3 slow down", named("SlowDown")],
    ["a 5xx from the service", named("UnknownError", { $metadata: { httpStatusCode: 503 } })],
    ["a cause deep down", new Error("wrapped", { cause: withCode("ECONNREFUSED") })],
    [
      "a transaction cancelled by conflicts only",
      named("TransactionCanceledException", {
        CancellationReasons: [{ Code: "None" }, { Code: "TransactionConflict" }],
      }),
    ],
  ])("%s → unavailable", (_label, err) => {
    expect(isServiceUnavailable(err)).toBe(true);
  });

  it.each([
    ["a programming error", new TypeError("x is undefined")],
    ["a failed condition", named("ConditionalCheckFailedException", { $metadata: { httpStatusCode: 400 } })],
    ["a validation error", named("ValidationException", { $metadata: { httpStatusCode: 400 } })],
    [
      "a transaction cancelled by a condition",
      named("TransactionCanceledException", { CancellationReasons: [{ Code: "ConditionalCheckFailed" }] }),
    ],
    ["nothing", undefined],
  ])("%s → not unavailable", (_label, err) => {
    expect(isServiceUnavailable(err)).toBe(false);
  });
});
