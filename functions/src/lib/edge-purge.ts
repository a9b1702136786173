import { randomUUID } from "node:crypto";
import { CloudFrontClient, CreateInvalidationCommand } from "@aws-sdk/client-cloudfront";
import { logger } from "./logger";

/**
 * After the admin changes what the storefront shows (categories, styles, products, content, info
 * pages, testimonials, contact settings), the edge's copies of the public reads are dropped, so no
 * shopper is served the old menu or price for the rest of their cache lifetime. One wildcard path
 * (CloudFront counts it as one of its free invalidation paths). endpoint() calls it for routes
 * granted "cdn:invalidate", after a successful answer.
 *
 * Locally there is no edge (no DISTRIBUTION_ID): nothing to do. A failure is logged and the write
 * still succeeds: the copies then expire by themselves within the public cache lifetime.
 */
export const PURGED_PATHS = ["/api/*"] as const;

let client: CloudFrontClient | undefined;

export async function purgeEdge(reason: string): Promise<"purged" | "no-edge" | "failed"> {
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) return "no-edge";
  client ??= new CloudFrontClient({});
  try {
    await client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          // Unique per call: CloudFront treats a repeated reference as the same request.
          CallerReference: `${reason}-${randomUUID()}`,
          Paths: { Quantity: PURGED_PATHS.length, Items: [...PURGED_PATHS] },
        },
      }),
    );
    return "purged";
  } catch (err) {
    logger.warn("Edge invalidation failed; the public copies expire by themselves", { error: err as Error, reason });
    return "failed";
  }
}

/** Tests point the client at a stand-in between runs. */
export function resetEdgePurgeClient(): void {
  client = undefined;
}
