/**
 * Scheduled jobs, declared next to the route table: the CDK stack creates one Lambda and one
 * EventBridge schedule per entry, and the local runtime runs the same modules on timers.
 * `handler` is the module path under functions/src/jobs (without extension); it must export
 * `handler` (a function taking no meaningful event) and `runJob(now)`, which is what tests call.
 * Jobs find their work through keys or indexes, never a scan, and are safe to run twice at once.
 */
import type { Grant } from "./routes";

export interface JobDef {
  name: string;
  handler: string;
  everyMinutes: number;
  grants?: readonly Grant[];
  description: string;
}

export const jobs = [
  {
    name: "vencer-pedidos",
    handler: "expire-unpaid-orders",
    everyMinutes: 5,
    grants: ["table:write"],
    description: "Cancels orders whose payment deadline passed without a receipt and releases their stock",
  },
  {
    name: "enviar-correos",
    handler: "send-emails",
    everyMinutes: 1,
    grants: ["table:write", "mail:send"],
    description: "Delivers the order emails waiting in the outbox, retrying failures with backoff",
  },
  {
    name: "ofertas-programadas",
    handler: "apply-offer-schedule",
    everyMinutes: 1,
    // A moved price drops the edge's copies that show it (functions/src/lib/edge-purge.ts).
    grants: ["table:write", "cdn:invalidate"],
    description: "Starts and ends scheduled and flash offers at their time, moving the product's price",
  },
  {
    name: "tasa-bcv",
    handler: "update-bcv-rate",
    // Every hour: on business days it tries until mid-morning Caracas time, then rests.
    everyMinutes: 60,
    grants: ["table:write", "bcv:fetch"],
    description: "Fetches the BCV's official rate on business days and applies it unless the rules refuse it",
  },
] as const satisfies readonly JobDef[];
