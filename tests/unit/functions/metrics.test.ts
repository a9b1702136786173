import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The business metrics are CloudWatch embedded-metric lines in namespace Tienda with the dimension
 * service=tienda, which is exactly what the outbox alarm (infra/lib/operations.ts) reads. Inside
 * Lambda only: under tests and locally nothing is printed.
 */
const saved = { vitest: process.env.VITEST, fn: process.env.AWS_LAMBDA_FUNCTION_NAME };

afterEach(() => {
  process.env.VITEST = saved.vitest;
  if (saved.fn === undefined) delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  else process.env.AWS_LAMBDA_FUNCTION_NAME = saved.fn;
  vi.restoreAllMocks();
  vi.resetModules();
});

function captureStdout(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  return lines;
}

describe("recordMetric", () => {
  it("prints nothing under tests", async () => {
    const lines = captureStdout();
    const { recordMetric, METRIC } = await import("../../../functions/src/lib/metrics");
    recordMetric(METRIC.ordersPlaced);
    expect(lines.filter((l) => l.includes("_aws"))).toEqual([]);
  });

  it("inside Lambda, prints one EMF line per value in namespace Tienda, dimension service=tienda", async () => {
    delete process.env.VITEST;
    process.env.AWS_LAMBDA_FUNCTION_NAME = "tienda-prueba";
    const lines = captureStdout();
    const { recordMetric, METRIC } = await import("../../../functions/src/lib/metrics");
    recordMetric(METRIC.oldestPendingEmailAge, 1200, "Seconds", true);
    recordMetric(METRIC.ordersPlaced);
    recordMetric(METRIC.emailsFailed, 0); // a zero count is not worth a line
    const emf = lines.filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l));
    expect(emf).toHaveLength(2);
    expect(emf[0]._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: "Tienda",
      Dimensions: [["service"]],
      Metrics: [{ Name: "AntiguedadCorreoPendiente", Unit: "Seconds" }],
    });
    expect(emf[0]).toMatchObject({ service: "tienda", AntiguedadCorreoPendiente: 1200 });
    expect(emf[1]).toMatchObject({ service: "tienda", PedidosCreados: 1 });
  });
});
