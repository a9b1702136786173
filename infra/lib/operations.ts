/**
 * Alarms of the store, all sent to one SNS topic whose email subscriber is the stack parameter
 * CorreoAlarmas (docs/operations.md, "Alarms": what each one means and what to do).
 *
 * - API 5xx rate: more than 5% of the API's answers in 5 minutes are 5xx (with 20+ requests).
 * - Each function's errors (an invocation that failed: a crash or a timeout; endpoint() answers
 *   handled errors itself) and throttles (Lambda refused to run it): one alarm per job (its "job
 *   failed" alarm) and one per group of up to five endpoints of the same API area.
 * - DynamoDB throttled requests on the table.
 * - The outbox: the oldest email still waiting is older than 15 minutes, or the sender job has
 *   stopped publishing that age (missing data counts as breaching).
 */
import { CfnCondition, CfnParameter, Duration, Fn } from "aws-cdk-lib";
import type * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as cwActions from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as sns from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from "../../functions/src/lib/metrics.ts";

export const API_5XX_PERCENT = 5;
export const OUTBOX_MAX_AGE_SECONDS = 15 * 60;
/** Endpoint functions watched by one alarm: errors and throttles of each, 10 metrics, CloudWatch's limit. */
export const FUNCTIONS_PER_ALARM = 5;

export interface MonitoredFunction {
  /** Short name shown in the alarm's name, e.g. 'PostApiPedido' or 'TareaEnviarCorreos'. */
  id: string;
  fn: lambda.IFunction;
  job: boolean;
  /** An endpoint's API area (the path segment after /api/), which groups its alarm. */
  area?: string;
}

export function operationsAlarms(
  scope: Construct,
  props: { api: apigw.HttpApi; table: dynamodb.ITable; functions: readonly MonitoredFunction[] },
): sns.Topic {
  const email = new CfnParameter(scope, "CorreoAlarmas", {
    type: "String",
    default: "",
    description:
      "Email address that receives the store's alarms (empty: none; subscribe to the AlarmasTopicArn output yourself)",
    allowedPattern: "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
  });
  // enforceSSL: the topic's policy denies publishing over plain HTTP (aws:SecureTransport false).
  const topic = new sns.Topic(scope, "Alarmas", { displayName: "Tienda: alarmas", enforceSSL: true });
  const hasEmail = new CfnCondition(scope, "HayCorreoAlarmas", {
    expression: Fn.conditionNot(Fn.conditionEquals(email.valueAsString, "")),
  });
  const subscription = new sns.CfnSubscription(scope, "AlarmasCorreo", {
    topicArn: topic.topicArn,
    protocol: "email",
    endpoint: email.valueAsString,
  });
  subscription.cfnOptions.condition = hasEmail;
  const action = new cwActions.SnsAction(topic);
  const notify = (alarm: cloudwatch.Alarm) => {
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    return alarm;
  };
  const fiveMinutes = Duration.minutes(5);

  // API: 5xx rate. Under 20 requests in 5 minutes a few errors are noise (and go to the function alarms).
  const errors5xx = props.api.metricServerError({ period: fiveMinutes, statistic: "Sum" });
  const requests = props.api.metricCount({ period: fiveMinutes, statistic: "Sum" });
  notify(
    new cloudwatch.Alarm(scope, "AlarmaApi5xx", {
      alarmName: "Tienda-API-5xx",
      alarmDescription: `More than ${API_5XX_PERCENT}% of the API's answers were 5xx in 5 minutes (docs/operations.md, Tienda-API-5xx)`,
      metric: new cloudwatch.MathExpression({
        expression: "IF(requests >= 20, 100 * errors / requests, 0)",
        usingMetrics: { errors: errors5xx, requests },
        period: fiveMinutes,
        label: "Porcentaje de respuestas 5xx",
      }),
      threshold: API_5XX_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }),
  );

  // Jobs: failed runs and throttles, one alarm per job (its "job failed" alarm).
  const failures = (fn: lambda.IFunction, i: number) => ({
    [`e${i}`]: fn.metricErrors({ period: fiveMinutes, statistic: "Sum" }),
    [`t${i}`]: fn.metricThrottles({ period: fiveMinutes, statistic: "Sum" }),
  });
  const failureAlarm = (id: string, alarmName: string, alarmDescription: string, fns: lambda.IFunction[]) =>
    notify(
      new cloudwatch.Alarm(scope, id, {
        alarmName,
        alarmDescription,
        metric: new cloudwatch.MathExpression({
          expression: fns.map((_, i) => `FILL(e${i}, 0) + FILL(t${i}, 0)`).join(" + "),
          usingMetrics: Object.assign({}, ...fns.map(failures)),
          period: fiveMinutes,
          label: "Errores + invocaciones limitadas",
        }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  for (const { id, fn } of props.functions.filter((f) => f.job)) {
    failureAlarm(`Alarma${id}`, `Tienda-Tarea-${id}`, `The scheduled job ${id} failed or was throttled (docs/operations.md, Tienda-Tarea-*)`, [fn]);
  }

  // Endpoints: one alarm per group of at most FUNCTIONS_PER_ALARM functions of the same API area
  // (a metric-math alarm takes at most 10 metrics: errors and throttles of each). One alarm per
  // function would cost a resource per route, and a stack has at most 500; the alarm's description
  // names its functions, and its graph shows which one failed.
  const areas = new Map<string, MonitoredFunction[]>();
  for (const f of props.functions.filter((f) => !f.job)) {
    const area = f.area ?? "api";
    areas.set(area, [...(areas.get(area) ?? []), f]);
  }
  for (const [area, fns] of areas) {
    for (let start = 0, n = 1; start < fns.length; start += FUNCTIONS_PER_ALARM, n++) {
      const group = fns.slice(start, start + FUNCTIONS_PER_ALARM);
      const suffix = fns.length > FUNCTIONS_PER_ALARM ? `-${n}` : "";
      const name = `${area.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}${suffix}`;
      failureAlarm(
        `AlarmaFunciones${name.replace(/-/g, "")}`,
        `Tienda-Funciones-${name}`,
        `A function of /api/${area} failed (crash or timeout) or was throttled: ${group.map((f) => f.id).join(", ")} (docs/operations.md, Tienda-Funciones-*)`,
        group.map((f) => f.fn),
      );
    }
  }

  // DynamoDB: any throttled read or write on the table (or its indexes).
  const tableMetric = (metricName: string) =>
    new cloudwatch.Metric({
      namespace: "AWS/DynamoDB",
      metricName,
      dimensionsMap: { TableName: props.table.tableName },
      period: fiveMinutes,
      statistic: "Sum",
    });
  notify(
    new cloudwatch.Alarm(scope, "AlarmaTablaLimitada", {
      alarmName: "Tienda-DynamoDB-Limitada",
      alarmDescription:
        "DynamoDB throttled reads or writes of the table (docs/operations.md, Tienda-DynamoDB-Limitada)",
      metric: new cloudwatch.MathExpression({
        expression: "FILL(reads, 0) + FILL(writes, 0)",
        usingMetrics: { reads: tableMetric("ReadThrottleEvents"), writes: tableMetric("WriteThrottleEvents") },
        period: fiveMinutes,
        label: "Eventos limitados",
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }),
  );

  // The outbox: published every minute by the sender job (functions/src/domain/email/send-outbox.ts).
  notify(
    new cloudwatch.Alarm(scope, "AlarmaCorreosAtascados", {
      alarmName: "Tienda-Correos-Atascados",
      alarmDescription:
        "An order email has waited in the outbox for more than 15 minutes, or the sender job stopped reporting (docs/operations.md, Tienda-Correos-Atascados)",
      metric: new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: METRIC.oldestPendingEmailAge,
        dimensionsMap: { service: METRICS_SERVICE },
        period: fiveMinutes,
        statistic: "Maximum",
      }),
      threshold: OUTBOX_MAX_AGE_SECONDS,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    }),
  );
  return topic;
}
