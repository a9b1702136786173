import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { AssetHashType, DockerImage, Duration, type ILocalBundling } from "aws-cdk-lib";
import * as lambda from "aws-cdk-lib/aws-lambda";
import type * as iam from "aws-cdk-lib/aws-iam";
import type * as logs from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import type { RouteDef } from "@tienda/shared/routes";
import { bundleFlags, FUNCTION_OUTFILE, type FunctionBundleFlags } from "./function-bundle.ts";
import { repoRoot } from "./paths.ts";

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
  /** What the bundle holds besides what every function has (from the function's grants). */
  readonly bundle: FunctionBundleFlags;
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
export class EndpointFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: EndpointFunctionProps) {
    const { route, handlersDir } = props;
    super(
      scope,
      id,
      tiendaFunctionProps({
        entry: path.join(handlersDir, `${route.handler}.ts`),
        bundle: bundleFlags(route.grants),
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
export class JobFunction extends lambda.Function {
  constructor(scope: Construct, id: string, props: TiendaFunctionProps) {
    super(scope, id, tiendaFunctionProps(props));
  }
}

/** infra/lib/bundle-function.ts, run by node with tsx's loader as `cdk synth` does the app. */
const BUNDLE_SCRIPT = fileURLToPath(new URL("./bundle-function.ts", import.meta.url));

/**
 * Bundles a function locally (never in Docker) with esbuild's API and the functions' plugins
 * (infra/lib/function-bundle.ts): NodejsFunction runs esbuild's command line, which takes no plugins.
 */
class LocalFunctionBundling implements ILocalBundling {
  constructor(
    private readonly entry: string,
    private readonly flags: FunctionBundleFlags,
  ) {}

  tryBundle(outputDir: string): boolean {
    execFileSync(
      process.execPath,
      ["--import", "tsx", BUNDLE_SCRIPT, this.entry, outputDir, String(this.flags.edgePurge)],
      { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] },
    );
    return true;
  }
}

function tiendaFunctionProps(props: TiendaFunctionProps): lambda.FunctionProps {
  return {
    // The asset is the bundle (index.mjs and its source map), hashed by its content as
    // NodejsFunction did: the repository root is only where esbuild runs.
    code: lambda.Code.fromAsset(repoRoot, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: local bundling always succeeds or fails the synth.
        image: DockerImage.fromRegistry("dummy"),
        local: new LocalFunctionBundling(props.entry, props.bundle),
      },
    }),
    handler: `${FUNCTION_OUTFILE.replace(/\.mjs$/, "")}.handler`,
    description: props.description,
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout ?? Duration.seconds(10),
    // X-Ray: every invocation traced (AWS SDK calls show as segments through the Lambda runtime).
    tracing: lambda.Tracing.ACTIVE,
    environment: {
      ...props.environment,
      // No --enable-source-maps: it decodes the bundle's map at every cold start. Traces still name
      // our sources, the map read when a trace is first written (functions/src/lib/stack-traces.ts).
      POWERTOOLS_SERVICE_NAME: "tienda",
    },
    // An explicit log group so logs expire instead of piling up forever.
    // One log group for every function (CloudFormation allows 500 resources a stack; a group per
    // function cost one each). Lines carry the function name and route (Powertools logger).
    logGroup: props.logGroup,
    role: props.role,
  };
}
