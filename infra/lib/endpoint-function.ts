import path from "node:path";
import { Duration } from "aws-cdk-lib";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { LogLevel, NodejsFunction, OutputFormat, type NodejsFunctionProps } from "aws-cdk-lib/aws-lambda-nodejs";
import type * as iam from "aws-cdk-lib/aws-iam";
import type * as logs from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import type { RouteDef } from "@tienda/shared/routes";
import { lockFile, repoRoot } from "./paths.ts";

export interface EndpointFunctionProps {
  /** The route-table entry this function serves. */
  readonly route: RouteDef;
  /** Folder holding `<route.handler>.ts`. */
  readonly handlersDir: string;
  /** Environment shared by every endpoint (table, buckets, origin...). */
  readonly environment: Record<string, string>;
  /** The role of the route's grant set (shared by functions with the same grants). */
  readonly role: iam.IRole;
  /** The log group all the store's functions write to. */
  readonly logGroup: logs.ILogGroup;
}

export interface TiendaFunctionProps {
  /** The module exporting `handler`. */
  readonly entry: string;
  /** What it serves, shown in the console (and read by the stack tests). */
  readonly description: string;
  readonly environment: Record<string, string>;
  readonly timeout?: Duration;
  readonly role: iam.IRole;
  readonly logGroup: logs.ILogGroup;
}

/**
 * One Lambda per API route. Every Lambda default (runtime, architecture,
 * memory, timeout, bundling, logging) lives in TiendaFunction so all functions stay alike.
 */
export class EndpointFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: EndpointFunctionProps) {
    const { route, handlersDir } = props;
    super(
      scope,
      id,
      tiendaFunctionProps(scope, id, {
        entry: path.join(handlersDir, `${route.handler}.ts`),
        // Operators see in the console which route and module a function serves;
        // the stack tests use it to tie each API route to its handler module.
        description: `${route.method} ${route.path} (handlers/${route.handler}.ts)`,
        environment: props.environment,
        // The route's own limit when it declares one (the products import), else the default.
        ...(route.timeoutSeconds ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
        role: props.role,
        logGroup: props.logGroup,
      }),
    );
  }
}

/** A scheduled job's Lambda (shared/src/jobs.ts), with the same defaults as the endpoints. */
export class JobFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: TiendaFunctionProps) {
    super(scope, id, tiendaFunctionProps(scope, id, props));
  }
}

function tiendaFunctionProps(_scope: Construct, _id: string, props: TiendaFunctionProps): NodejsFunctionProps {
  return {
    entry: props.entry,
    handler: "handler",
    description: props.description,
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout ?? Duration.seconds(10),
    // X-Ray: every invocation traced (AWS SDK calls show as segments through the Lambda runtime).
    tracing: lambda.Tracing.ACTIVE,
    environment: {
      ...props.environment,
      NODE_OPTIONS: "--enable-source-maps",
      POWERTOOLS_SERVICE_NAME: "tienda",
    },
    // An explicit log group so logs expire instead of piling up forever.
    // One log group for every function (CloudFormation allows 500 resources a stack; a group per
    // function cost one each). Lines carry the function name and route (Powertools logger).
    logGroup: props.logGroup,
    role: props.role,
    projectRoot: repoRoot,
    depsLockFilePath: lockFile,
    bundling: {
      // Local esbuild (installed in the workspace), never Docker.
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING, // no per-bundle size table in `cdk synth` output
      format: OutputFormat.ESM,
      target: "node22",
      mainFields: ["module", "main"],
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      // Bundle the AWS SDK too: the deployed code then runs the versions in
      // package-lock.json, and packages the runtime lacks
      // (@aws-sdk/s3-presigned-post) are included.
      externalModules: [],
      // CommonJS dependencies inside an ESM bundle still call require().
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  };
}
