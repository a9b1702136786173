import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";

/**
 * The store's business metrics, as CloudWatch embedded metric format (EMF) log lines: CloudWatch
 * turns them into metrics of the namespace METRICS_NAMESPACE with the dimension
 * `service = tienda`, with no API call from the function. The alarms of the stack
 * (infra/lib/operations.ts) read some of them; docs/operations.md says what each means.
 *
 * Emitted from the domain workflows through `recordMetric`, and only inside Lambda: under tests
 * and in the local runtime it does nothing (no EMF lines mixed into the console).
 */
export const METRICS_NAMESPACE = "Tienda";
export const METRICS_SERVICE = "tienda";

export const METRIC = {
  ordersPlaced: "PedidosCreados",
  paymentsApproved: "PagosAprobados",
  paymentsRejected: "PagosRechazados",
  ordersExpired: "PedidosVencidos",
  emailsSent: "CorreosEnviados",
  emailsFailed: "CorreosFallidos",
  /** Age in seconds of the oldest email still waiting in the outbox (0 when none): the outbox alarm's metric. */
  oldestPendingEmailAge: "AntiguedadCorreoPendiente",
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

let metrics: Metrics | undefined;

function enabled(): boolean {
  return !!process.env.AWS_LAMBDA_FUNCTION_NAME && !process.env.VITEST;
}

/**
 * Records one value of a metric and publishes it at once (one EMF line), so nothing is lost when
 * the invocation ends in an error. A count of 0 is not worth a line (except for gauges: pass `always`).
 */
export function recordMetric(name: MetricName, value = 1, unit: "Count" | "Seconds" = "Count", always = false): void {
  if (!enabled() || (value === 0 && !always)) return;
  try {
    metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
    metrics.addMetric(name, unit === "Seconds" ? MetricUnit.Seconds : MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  } catch {
    // A metric must never break the work it measures.
  }
}
