#!/usr/bin/env node
/**
 * CDK entry (cdk.json: `npx tsx infra/bin/app.ts`). The stack has no `env`:
 * it synthesizes offline without credentials, and `cdk deploy` targets the
 * account/region of the current AWS profile.
 */
import { App, Tags } from "aws-cdk-lib";
import { TiendaStack } from "../lib/tienda-stack.ts";

const app = new App();
new TiendaStack(app, "Tienda", {
  description: "Tienda: tienda de ropa (CloudFront + S3 + API Gateway HTTP API + Lambda + DynamoDB)",
});
Tags.of(app).add("proyecto", "tienda");
app.synth();
