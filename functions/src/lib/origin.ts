import { timingSafeEqual } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { forbidden } from "./errors";
import { logger } from "./logger";

/**
 * The API is reached only through CloudFront (docs/operations.md, "Origin secret"). CloudFront
 * adds ORIGIN_HEADER with a secret to every request it sends to the API; the functions get the
 * secret in ORIGIN_SECRETS, a JSON object `{ "actual": "…", "anterior": "…" }` resolved from
 * Secrets Manager at deploy time. Both values are accepted, so the secret can be rotated without
 * downtime (the API learns the new value before CloudFront starts sending it).
 *
 * Enforced wherever ORIGIN_SECRETS is set, and always inside Lambda (a deployed function without
 * the secret refuses everything rather than serving unprotected). The local runtime and the tests
 * run without it.
 */
export const ORIGIN_HEADER = "x-origen-tienda";
export const ORIGIN_FORBIDDEN_MESSAGE = "Acceso no permitido: usa la dirección de la tienda";
/** The client's address as CloudFront saw it ('203.0.113.7:4312', '[2001:db8::1]:443' or '2001:db8::1:443'). */
export const VIEWER_ADDRESS_HEADER = "cloudfront-viewer-address";

interface OriginSecrets {
  values: Buffer[];
  enforced: boolean;
}

let cached: { raw: string | undefined; inLambda: boolean; secrets: OriginSecrets } | undefined;

function originSecrets(): OriginSecrets {
  const raw = process.env.ORIGIN_SECRETS;
  const inLambda = !!process.env.AWS_LAMBDA_FUNCTION_NAME;
  if (cached && cached.raw === raw && cached.inLambda === inLambda) return cached.secrets;
  let values: Buffer[] = [];
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      values = ["actual", "anterior"]
        .map((k) => parsed?.[k])
        .filter((v): v is string => typeof v === "string" && v.length >= 16)
        .map((v) => Buffer.from(v));
    } catch {
      values = [];
    }
    if (values.length === 0) logger.error("ORIGIN_SECRETS holds no usable secret: every request is refused");
  } else if (inLambda) {
    logger.error("ORIGIN_SECRETS is not set: every request is refused");
  }
  const secrets = { values, enforced: !!raw || inLambda };
  cached = { raw, inLambda, secrets };
  return secrets;
}

function matches(given: string, values: readonly Buffer[]): boolean {
  const g = Buffer.from(given);
  let ok = false;
  // Compare against every value (no early exit), each in constant time.
  for (const v of values) if (g.length === v.length && timingSafeEqual(g, v)) ok = true;
  return ok;
}

/**
 * Checks the origin secret. Returns whether the request came through CloudFront (and so whether
 * its CloudFront-Viewer-Address can be believed); throws 403 when the secret is required and
 * missing or wrong.
 */
export function checkOrigin(headers: Record<string, string>): boolean {
  const { values, enforced } = originSecrets();
  if (!enforced) return false;
  const given = headers[ORIGIN_HEADER];
  if (given && matches(given, values)) return true;
  throw forbidden(ORIGIN_FORBIDDEN_MESSAGE);
}

/** '203.0.113.7:4312' → '203.0.113.7'; '2001:db8::1:443' → '2001:db8::1'; '[::1]:80' → '::1'. */
export function viewerIp(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v || v.length > 64) return null;
  const bracketed = /^\[([0-9a-fA-F:.]+)\](?::\d+)?$/.exec(v);
  if (bracketed) return bracketed[1]!;
  const i = v.lastIndexOf(":");
  const host = i > 0 && /^\d+$/.test(v.slice(i + 1)) ? v.slice(0, i) : v;
  return /^[0-9a-fA-F:.]+$/.test(host) && /[0-9a-fA-F]/.test(host) ? host : null;
}

/**
 * The client's address: CloudFront-Viewer-Address on requests that carry the origin secret (the
 * API's own source address is then a CloudFront edge server), otherwise the connection's source
 * address. X-Forwarded-For and a CloudFront-Viewer-Address without the secret are never believed.
 */
export function clientIp(
  event: APIGatewayProxyEventV2,
  headers: Record<string, string>,
  viaCloudFront: boolean,
): string {
  const source = event.requestContext?.http?.sourceIp ?? "desconocida";
  if (!viaCloudFront) return source;
  return viewerIp(headers[VIEWER_ADDRESS_HEADER]) ?? source;
}

/**
 * The key that limits count a client address under: an IPv4 address as it is, an IPv6 address as
 * its /64 prefix ('2001:db8:1:2::/64'). One IPv6 subscriber (a home, a phone) is handed a whole
 * /64 and can pick a fresh address inside it for every request, so a per-address limit keyed on
 * the full address would count nothing. An IPv4-mapped IPv6 address ('::ffff:203.0.113.7') is
 * its IPv4 address. Anything that is not an address is kept as it is.
 */
export function addressKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address ('::', '::1', '1:2::3', '::ffff:1.2.3.4', 'fe80::1%eth0'), or null. */
function ipv6Groups(ip: string): number[] | null {
  if (!ip.includes(":") || ip.length > 64) return null;
  const bare = ip.split("%")[0]!;
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = piece.split(".");
        if (v4.length !== 4 || !v4.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) return null;
        const [a, b, c, d] = v4.map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
