/**
 * Builds the stack for the assertion tests and offers small lookups over the
 * synthesized CloudFormation template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { routes, type RouteDef } from "@tienda/shared/routes";
import { jobs, type JobDef } from "@tienda/shared/jobs";
import { repoRoot } from "../../infra/lib/paths.ts";
import { TiendaStack, type TiendaStackProps } from "../../infra/lib/tienda-stack.ts";
import { PAGE_RENDERER_HANDLER } from "../../infra/lib/page-renderer.ts";

export const routeTable = routes as readonly RouteDef[];
export const jobTable = jobs as readonly JobDef[];

export type Json = any;

const scratch: string[] = [];

function scratchDir(parent: string, prefix: string): string {
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  scratch.push(dir);
  return dir;
}

/** An empty temporary folder under the project root (removed by cleanup()). */
export function emptyDirUnderRoot(): string {
  return scratchDir(path.join(repoRoot, "node_modules", ".cache"), "tienda-infra-empty-");
}

/** Removes the temporary folders synth() created. */
export function cleanup(): void {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Handler files are stubbed in a temporary folder so the stack shape is tested
 * on its own; bundling is skipped, so their content never matters. Whether the
 * real modules exist is checked by a dedicated test. NodejsFunction wants the
 * entry under the project root, hence the (git-ignored) node_modules/.cache.
 */
function stubHandlers(table: readonly RouteDef[]): string {
  const dir = scratchDir(path.join(repoRoot, "node_modules", ".cache"), "tienda-infra-handlers-");
  // The routes' handlers and the page renderer's (infra/lib/page-renderer.ts).
  for (const handler of [...table.map((r) => r.handler), PAGE_RENDERER_HANDLER]) {
    const file = path.join(dir, `${handler}.ts`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "export const handler = async () => ({ statusCode: 200 });\n");
  }
  return dir;
}

function stubJobs(): string {
  const dir = scratchDir(path.join(repoRoot, "node_modules", ".cache"), "tienda-infra-jobs-");
  for (const job of jobTable)
    fs.writeFileSync(path.join(dir, `${job.handler}.ts`), "export const handler = async () => ({});\n");
  return dir;
}

function webDist(withIndex: boolean): string {
  const dir = scratchDir(os.tmpdir(), "tienda-web-");
  if (withIndex) fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Tienda</title>");
  return dir;
}

/**
 * Synthesizes the stack without bundling (context `aws:cdk:bundling-stacks: []`),
 * from the real route table unless `table` is given.
 */
export function synth({
  webBuilt = true,
  table = routeTable,
  props = {},
  context = {},
}: {
  webBuilt?: boolean;
  table?: readonly RouteDef[];
  props?: Partial<TiendaStackProps>;
  /** Extra CDK context, as `cdk deploy -c key=value` gives it. */
  context?: Record<string, string>;
} = {}): Template {
  const app = new App({
    context: { "aws:cdk:bundling-stacks": [], ...context },
    outdir: scratchDir(os.tmpdir(), "tienda-cdk-out-"),
  });
  const stack = new TiendaStack(app, "Tienda", {
    handlersDir: stubHandlers(table),
    jobsDir: stubJobs(),
    webDistDir: webDist(webBuilt),
    // Leave the default in place for the real table, so the default is what gets tested.
    routes: table === routeTable ? undefined : table,
    ...props,
  });
  return Template.fromStack(stack);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

let realStack: Template | undefined;

/**
 * The real stack (synth() with no arguments), synthesized once per worker: the infra project
 * runs its files in one module graph (vitest.config.ts, `isolate: false`), and a synth takes
 * seconds. Its JSON is frozen, so a test that changed it would throw instead of changing what
 * later files read.
 */
export function realTemplate(): Template {
  if (!realStack) {
    realStack = synth();
    deepFreeze(realStack.toJSON());
  }
  return realStack;
}

/**
 * The real stack as the calling test file sees it: `template` and its `resources`, set by the
 * beforeAll that synthesizedStack() registers. Module bindings are live, so a test file that
 * imports them reads the values once its tests run.
 */
export let template: Template;
export let resources: Record<string, Json>;

/**
 * Gives the calling test file the real stack before its tests (the first synth takes long on a
 * loaded machine, hence the hook's own timeout), and removes the scratch folders after.
 */
export function synthesizedStack(): void {
  beforeAll(() => {
    template = realTemplate();
    resources = template.toJSON().Resources;
  }, 120_000);
  afterAll(cleanup);
}

/** Resources of a type as [logicalId, resource] pairs. */
export function resourcesOf(template: Template, type: string): [string, Json][] {
  return Object.entries(template.findResources(type));
}

/** Logical id behind a CfnOutput whose value is `{ Ref: <id> }`. */
export function outputRef(template: Template, output: string): string {
  const value = template.findOutputs(output)[output]?.Value;
  if (!value?.Ref) throw new Error(`Output ${output} is not a Ref`);
  return value.Ref as string;
}

/**
 * Lambda functions CDK adds for its own custom resources (bucket deployment,
 * bucket auto-delete, AwsCustomResource), which are not API endpoints.
 */
export function isCdkHelper(logicalId: string): boolean {
  return /^(Custom|AWS679f53fac002430cb0da5b7982bd2287)/.test(logicalId);
}

/** The page renderer's function (infra/lib/page-renderer.ts): neither a route's nor a job's. */
export function isPageRenderer(fn: Json): boolean {
  return String(fn.Properties?.Description ?? "").includes(`(handlers/${PAGE_RENDERER_HANDLER}.ts)`);
}

/** Functions of scheduled jobs (their description starts with 'Tarea'). */
export function isJobFunction(fn: Json): boolean {
  return String(fn.Properties?.Description ?? "").startsWith("Tarea ");
}

/** The Lambda logical id an HTTP API route key is integrated with, or undefined. */
export function functionForRoute(template: Template, routeKey: string): string | undefined {
  const route = resourcesOf(template, "AWS::ApiGatewayV2::Route").find(([, r]) => r.Properties.RouteKey === routeKey);
  if (!route) return undefined;
  // Target: { "Fn::Join": ["", ["integrations/", { Ref: <integration> }]] }
  const integrationId = route[1].Properties.Target["Fn::Join"][1][1].Ref as string;
  const integration = template.toJSON().Resources[integrationId];
  // IntegrationUri: { "Fn::GetAtt": [<function>, "Arn"] }
  return integration.Properties.IntegrationUri["Fn::GetAtt"][0] as string;
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Every statement of the identity policies (AWS::IAM::Policy and inline role policies). */
export function identityStatements(template: Template): Json[] {
  const fromPolicies = resourcesOf(template, "AWS::IAM::Policy").flatMap(
    ([, p]) => p.Properties.PolicyDocument.Statement,
  );
  const fromRoles = resourcesOf(template, "AWS::IAM::Role").flatMap(([, r]) =>
    asArray<Json>(r.Properties.Policies).flatMap((p) => p.PolicyDocument.Statement),
  );
  return [...fromPolicies, ...fromRoles];
}

/** IAM actions allowed to a function's role by the policies attached to it. */
export function actionsOfFunction(template: Template, functionId: string): string[] {
  const resources = template.toJSON().Resources;
  const roleId = resources[functionId].Properties.Role["Fn::GetAtt"][0] as string;
  return resourcesOf(template, "AWS::IAM::Policy")
    .filter(([, p]) => asArray<Json>(p.Properties.Roles).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
    .filter((s: Json) => s.Effect === "Allow")
    .flatMap((s: Json) => asArray<string>(s.Action));
}
