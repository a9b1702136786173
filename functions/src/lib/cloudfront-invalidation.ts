/**
 * What the edge purge (edge-purge.ts) loads on its first purge: the CloudFront client and the one
 * command it sends. Imported by name from here rather than the whole package by import(), whose
 * every export (all of CloudFront's commands and their schemas, about 400 KB) a bundle then kept.
 */
export { CloudFrontClient, CreateInvalidationCommand } from "@aws-sdk/client-cloudfront";
