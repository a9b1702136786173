import fs from "node:fs";
import path from "node:path";
import { CfnOutput, CfnParameter, Duration, Fn, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import * as iam from "aws-cdk-lib/aws-iam";
import * as logs from "aws-cdk-lib/aws-logs";
import type { IGrantable } from "aws-cdk-lib/aws-iam";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as s3deploy from "aws-cdk-lib/aws-s3-deployment";
import * as cr from "aws-cdk-lib/custom-resources";
import type { Construct } from "constructs";
import { routeId, routes, type Grant, type RouteDef } from "@tienda/shared/routes";
import { jobs, type JobDef } from "@tienda/shared/jobs";
import { EndpointFunction, JobFunction } from "./endpoint-function.ts";
import { bundleFlags } from "./function-bundle.ts";
import { withEdgeCachedApiRoutes } from "./edge-cache.ts";
import { apiDocsBehaviors } from "./api-docs.ts";
import { PAGE_RENDERER_HANDLER, pageRenderer, SITE_FILES_PATTERN } from "./page-renderer.ts";
import { defaultHandlersDir, defaultJobsDir, defaultWebDistDir } from "./paths.ts";
import {
  apiHeadersPolicy,
  imageHeadersPolicy,
  imageKeyCheckFunction,
  imageTypeFunction,
  siteHeadersPolicy,
} from "./site-headers.ts";
import { routeSecrets } from "./route-secrets.ts";
import { originProtection } from "./origin-protection.ts";
import { operationsAlarms, type MonitoredFunction } from "./operations.ts";
import { EXISTING_TABLE_CONTEXT, storeTable } from "./table.ts";
import {
  apiAccessLogs,
  CLOUDFRONT_LOG_PREFIX,
  logsBucket,
  RECEIPTS_LOG_PREFIX,
  receiptsRetention,
} from "./access-logs.ts";
import { customDomainFrom, domainDistributionProps, domainRecords, type CustomDomainProps } from "./custom-domain.ts";
import { apiInvokeRole, RoleInvokedLambdaIntegration } from "./api-invoke-role.ts";

export interface TiendaStackProps extends StackProps {
  /** Folder of the handler modules (`<handlersDir>/<route.handler>.ts`). Default: functions/src/handlers. */
  readonly handlersDir?: string;
  /** Built SPA; deployed to the web bucket only when it holds index.html. Default: web/dist. */
  readonly webDistDir?: string;
  /** The route table to serve. Default (and in the app, always): shared/src/routes.ts. */
  readonly routes?: readonly RouteDef[];
  /** Folder of the job modules (`<jobsDir>/<job.handler>.ts`). Default: functions/src/jobs. */
  readonly jobsDir?: string;
  /** The scheduled jobs. Default (and in the app, always): shared/src/jobs.ts. */
  readonly jobs?: readonly JobDef[];
  /**
   * Use this existing table instead of creating one (a point-in-time restore: docs/operations.md).
   * Also read from the context value `tablaExistente` (`cdk deploy -c tablaExistente=<name>`).
   */
  readonly existingTableName?: string;
  /**
   * The store's own domain and its us-east-1 ACM certificate (infra/lib/custom-domain.ts). Also read
   * from context: `-c dominio=<host> -c certificadoArn=<arn>` (optionally `zonaHospedadaId` and
   * `zonaHospedadaNombre`). Without it the store is served at the `*.cloudfront.net` name.
   */
  readonly domain?: CustomDomainProps;
}

/** Methods a browser uses against the buckets: presigned POST uploads, presigned GET reads. */
const uploadCors = (origins: string[]): s3.CorsRule => ({
  allowedOrigins: origins,
  allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
  allowedHeaders: ["*"],
  exposedHeaders: ["ETag"],
  maxAge: 3000,
});

/** Settings every bucket shares: private, TLS only, encrypted, no ACLs. */
const privateBucket: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: s3.BucketEncryption.S3_MANAGED,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
};

/**
 * The whole store: one table, three buckets, one Lambda + HTTP API route per
 * entry of the route table, and CloudFront in front of the SPA, images and API.
 * Environment-agnostic (no lookups) so it synthesizes offline.
 */
export class TiendaStack extends Stack {
  constructor(scope: Construct, id: string, props: TiendaStackProps = {}) {
    super(scope, id, props);
    const handlersDir = props.handlersDir ?? defaultHandlersDir;
    const webDistDir = props.webDistDir ?? defaultWebDistDir;
    const domain = customDomainFrom(this, props.domain);
    // Every route's handler module and the page renderer's, checked before anything is built.
    const routeTable = props.routes ?? (routes as readonly RouteDef[]);
    const modules = [
      ...routeTable.map((r) => ({ what: `${r.method} ${r.path}`, handler: r.handler })),
      { what: "Páginas HTML", handler: PAGE_RENDERER_HANDLER },
    ];
    const missing = modules.filter((m) => !fs.existsSync(path.join(handlersDir, `${m.handler}.ts`)));
    if (missing.length > 0) {
      throw new Error(
        `Route handler modules missing under ${handlersDir}:\n` +
          missing.map((m) => `  ${m.what} -> ${m.handler}.ts`).join("\n"),
      );
    }

    // The address order emails come from; it must be a verified SES identity (docs/operations).
    const mailFrom = new CfnParameter(this, "RemitenteCorreo", {
      type: "String",
      description: "Sender address of the order emails (a verified Amazon SES identity)",
      default: "no-responder@example.com",
      allowedPattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
    });

    // Where the BCV rate job reads the official rate (docs/bcv-rate.md): DolarApi's shape.
    const bcvUrl = new CfnParameter(this, "TasaBcvUrl", {
      type: "String",
      description: "URL of the BCV official rate in DolarApi's shape (the rate in 'promedio')",
      default: "https://ve.dolarapi.com/v1/dolares/oficial",
      allowedPattern: "^https?://\\S+$",
    });

    // ---- Data ---------------------------------------------------------------
    // Single-table design (docs/data-model.md), created here or an existing one (infra/lib/table.ts).
    const table = storeTable(
      this,
      props.existingTableName ?? (this.node.tryGetContext(EXISTING_TABLE_CONTEXT) as string | undefined),
    );

    // Product images and avatars (keys under img/), served by CloudFront at /img/*.
    // Uploads wait under subidas/ (never served) until the API checks and publishes them; unclaimed ones expire.
    const images = new s3.Bucket(this, "Productos", {
      ...privateBucket,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: "subidas-sin-verificar", prefix: "subidas/", expiration: Duration.days(1) }],
    });
    // Access logs of CloudFront and the receipts bucket (infra/lib/access-logs.ts).
    const accessLogs = logsBucket(this);
    // Payment receipts: never public, read only through short-lived presigned GETs; every version
    // kept (payment evidence) and every access logged.
    const receipts = new s3.Bucket(this, "Comprobantes", {
      ...privateBucket,
      ...receiptsRetention,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: RECEIPTS_LOG_PREFIX,
    });
    // The built SPA: rebuildable, so it goes away with the stack.
    const web = new s3.Bucket(this, "Web", {
      ...privateBucket,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // ---- CDN ----------------------------------------------------------------
    const api = new apigw.HttpApi(this, "Api", {
      description: "Tienda API (reached through CloudFront at /api/*)",
      createDefaultStage: false,
    });
    // Explicit $default stage so a flood of requests is throttled before it costs Lambda time.
    const apiLogs = apiAccessLogs(this);
    const stage = new apigw.HttpStage(this, "ApiStage", {
      httpApi: api,
      stageName: "$default",
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(apiLogs.group), format: apiLogs.format },
    });

    // Security headers per behaviour (infra/lib/site-headers.ts): SPA, API, images.
    const headers = siteHeadersPolicy(this, "SecurityHeaders");
    const apiHeaders = apiHeadersPolicy(this, "ApiSecurityHeaders");
    const imageHeaders = imageHeadersPolicy(this, "ImageSecurityHeaders");
    // The API only through CloudFront, the viewer's address, WAF (infra/lib/origin-protection.ts).
    const protection = originProtection(this);
    // One origin (one access control) for the SPA and the API reference's files.
    const webOrigin = origins.S3BucketOrigin.withOriginAccessControl(web);
    // Every function writes to one log group, kept a month.
    const logGroup = new logs.LogGroup(this, "FuncionesLogs", {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Every page (paths without an extension), /sitemap.xml and /robots.txt come from the page
    // renderer (infra/lib/page-renderer.ts). Its APP_ORIGIN only with the store's own domain: the
    // distribution's name cannot be given to a function the distribution itself depends on.
    const pages = pageRenderer(this, {
      handlersDir,
      // Only what it reads (functions/src/lib/env.ts, pageEnv): no upload or receipt bucket.
      environment: {
        TABLE_NAME: table.tableName,
        ...(domain ? { APP_ORIGIN: `https://${domain.domainName}` } : {}),
      },
      web,
      grantTableRead: (grantee) => table.grantReadData(grantee),
      logGroup,
      responseHeadersPolicy: headers,
    });
    const distribution = new cloudfront.Distribution(this, "Cdn", {
      comment: "Tienda",
      webAclId: protection.webAclId,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // The store's own domain with its certificate and TLS 1.2 at least, when configured.
      ...domainDistributionProps(this, domain),
      // Standard logs (one line per viewer request) into the log bucket.
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: CLOUDFRONT_LOG_PREFIX,
      // No default root object: '/' is the home page, rendered like every page.
      defaultBehavior: pages.defaultBehavior,
      additionalBehaviors: {
        // The API reference (files of the web build) before every '/api/*' behaviour (infra/lib/api-docs.ts).
        ...apiDocsBehaviors(this, webOrigin),
        // First the public catalogue reads (routes marked cache: "public"), cached at the edge on the
        // query string only, then "/api/*" uncached for the rest (infra/lib/edge-cache.ts).
        ...withEdgeCachedApiRoutes(this, routeTable, {
          "/api/*": {
            // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; the origin wants the host only.
            // CloudFront adds the origin secret; the API refuses requests without it.
            origin: new origins.HttpOrigin(Fn.select(2, Fn.split("/", api.apiEndpoint)), {
              customHeaders: protection.originHeaders,
            }),
            viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
            cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
            // Cookies, query strings, the headers the API reads and CloudFront-Viewer-Address; never Host.
            originRequestPolicy: protection.apiOriginRequestPolicy,
            responseHeadersPolicy: apiHeaders,
          },
        }),
        "/img/*": {
          origin: origins.S3BucketOrigin.withOriginAccessControl(images),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: imageHeaders,
          // Only published image keys, served with the type their extension names.
          functionAssociations: [
            {
              function: imageKeyCheckFunction(this, "ImagenClave"),
              eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            },
            {
              function: imageTypeFunction(this, "ImagenTipo"),
              eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
            },
          ],
        },
        // The sitemap and robots.txt from the renderer, then the build's files (every path with a dot).
        ...pages.renderedFiles,
        [SITE_FILES_PATTERN]: {
          origin: webOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
      // Deliberately no errorResponses: the renderer answers every page (a 404 with the SPA's HTML
      // for an unknown one), so API and image errors keep their status.
    });
    // With a domain, it is the store's address (links, emails, CSRF); the cloudfront.net name still works.
    const cloudfrontOrigin = `https://${distribution.distributionDomainName}`;
    const siteOrigin = domain ? `https://${domain.domainName}` : cloudfrontOrigin;
    const browserOrigins = domain ? [siteOrigin, cloudfrontOrigin] : [siteOrigin];
    domainRecords(this, domain, distribution);

    // Browsers upload receipts straight to S3 with a presigned POST from the site origin.
    receipts.addCorsRule(uploadCors(browserOrigins));
    // Same for product images and avatars, but the images bucket is also a CloudFront
    // origin: putting the distribution's domain in the bucket's own CORS property would
    // be a circular dependency, so the CORS rules are set after both exist.
    new cr.AwsCustomResource(this, "ProductosCors", {
      installLatestAwsSdk: false,
      onUpdate: {
        service: "S3",
        action: "putBucketCors",
        parameters: {
          Bucket: images.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: browserOrigins,
                AllowedMethods: ["POST", "PUT", "GET", "HEAD"],
                AllowedHeaders: ["*"],
                ExposeHeaders: ["ETag"],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        },
        physicalResourceId: cr.PhysicalResourceId.of("productos-cors"),
      },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [images.bucketArn] }),
    });

    // ---- API: one function and one route per route-table entry -------------
    const environment = {
      TABLE_NAME: table.tableName,
      IMAGES_BUCKET: images.bucketName,
      RECEIPTS_BUCKET: receipts.bucketName,
      APP_ORIGIN: siteOrigin,
      // The other name the same store answers at (the CSRF guard accepts both origins).
      ...(domain ? { APP_ORIGIN_ALIASES: cloudfrontOrigin } : {}),
      COOKIE_SECURE: "true",
    };
    // Only the functions that fetch the BCV rate know where from.
    const bcvEnv = (granted: readonly Grant[] = []): Record<string, string> =>
      granted.includes("bcv:fetch") ? { TASA_BCV_URL: bcvUrl.valueAsString } : {};
    // Least privilege: every function reads the table (sessions); the rest only on request.
    const grants: Record<Grant, (fn: IGrantable) => void> = {
      "table:write": (fn) => table.grantReadWriteData(fn),
      "images:read": (fn) => images.grantRead(fn),
      // Publishing a checked upload copies it and deletes the staging object.
      "images:write": (fn) => (images.grantPut(fn), images.grantDelete(fn)),
      "receipts:read": (fn) => receipts.grantRead(fn),
      "receipts:write": (fn) => receipts.grantPut(fn),
      // Only SendEmail, and only from the store's own sender address.
      "mail:send": (fn) =>
        fn.grantPrincipal.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ["ses:SendEmail"],
            resources: [this.formatArn({ service: "ses", resource: "identity", resourceName: "*" })],
            conditions: { StringEquals: { "ses:FromAddress": mailFrom.valueAsString } },
          }),
        ),
      // Only invalidations, and only of this distribution (the store's writes that the edge caches).
      "cdn:invalidate": (fn) =>
        fn.grantPrincipal.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ["cloudfront:CreateInvalidation"],
            resources: [
              this.formatArn({
                service: "cloudfront",
                region: "",
                resource: "distribution",
                resourceName: distribution.distributionId,
              }),
            ],
          }),
        ),
      // No AWS permission: the rate's source is a public URL in the function's environment.
      "bcv:fetch": () => undefined,
      // Read-only: the sender identity's verification state (the setup checklist).
      "mail:status": (fn) =>
        fn.grantPrincipal.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ["ses:GetEmailIdentity"],
            resources: [this.formatArn({ service: "ses", resource: "identity", resourceName: "*" })],
          }),
        ),
    };

    // One role per distinct grant set, shared by the functions that have it: still least privilege
    // per route, and CloudFormation's 500-resource limit is not spent on a role and policy each.
    const roles = new Map<string, iam.Role>();
    const roleFor = (granted: readonly Grant[] = []): iam.Role => {
      const set = [...new Set(granted)].sort();
      const key = set.join("+") || "lectura";
      let role = roles.get(key);
      if (!role) {
        const name = key.replace(/(^|[^a-z0-9])([a-z0-9])/gi, (_m, _s, c: string) => c.toUpperCase());
        role = new iam.Role(this, `Rol${name}`, {
          assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
          description: `Tienda functions granted: ${key}`,
          managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName("service-role/AWSLambdaBasicExecutionRole")],
        });
        table.grantReadData(role);
        for (const grant of set) grants[grant](role);
        roles.set(key, role);
      }
      return role;
    };
    // Secrets go only to the functions that need them (infra/lib/route-secrets.ts).
    const secretsFor = routeSecrets(this);
    // Every function gets its errors and throttles alarms (infra/lib/operations.ts).
    // The page renderer is watched like an endpoint, in its own group.
    const monitored: MonitoredFunction[] = [{ id: "PaginasHtml", fn: pages.fn, job: false, area: "paginas" }];
    // API Gateway invokes every endpoint function with one role (infra/lib/api-invoke-role.ts).
    const invokeRole = apiInvokeRole(this);
    for (const route of routeTable) {
      const id = routeId(route);
      const fn = new EndpointFunction(this, id, {
        route,
        handlersDir,
        environment: {
          ...environment,
          ...secretsFor(route),
          ...protection.functionEnvironment,
          // The setup checklist names the sender and asks SES about it.
          ...(route.grants?.includes("mail:status")
            ? { MAIL_TRANSPORT: "ses", MAIL_FROM: mailFrom.valueAsString }
            : {}),
          // Routes that change what the edge caches drop its copies (lib/edge-purge.ts).
          ...(route.grants?.includes("cdn:invalidate") ? { DISTRIBUTION_ID: distribution.distributionId } : {}),
          ...bcvEnv(route.grants),
        },
        role: roleFor(route.grants),
        logGroup,
      });
      monitored.push({ id, fn, job: false, area: route.path.split("/")[2] ?? "api" });
      api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new RoleInvokedLambdaIntegration(`${id}Integration`, fn, invokeRole),
      });
    }

    // ---- Scheduled jobs: one function and one EventBridge schedule per entry of shared/src/jobs.ts
    const jobsDir = props.jobsDir ?? defaultJobsDir;
    for (const job of props.jobs ?? (jobs as readonly JobDef[])) {
      const id = `Tarea${job.name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`;
      const fn = new JobFunction(this, id, {
        entry: path.join(jobsDir, `${job.handler}.ts`),
        bundle: bundleFlags(job.grants),
        description: `Tarea ${job.name} cada ${job.everyMinutes} min (jobs/${job.handler}.ts)`,
        environment: {
          ...environment,
          MAIL_TRANSPORT: "ses",
          MAIL_FROM: mailFrom.valueAsString,
          // The offers job drops the edge's copies of the prices it moved (lib/edge-purge.ts).
          ...(job.grants?.includes("cdn:invalidate") ? { DISTRIBUTION_ID: distribution.distributionId } : {}),
          ...bcvEnv(job.grants),
        },
        timeout: Duration.minutes(5),
        role: roleFor(job.grants),
        logGroup,
      });
      monitored.push({ id, fn, job: true });
      new events.Rule(this, `${id}Programa`, {
        description: job.description,
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new targets.LambdaFunction(fn, { retryAttempts: 2 })],
      });
    }

    // ---- SPA upload (only when built) -----------------------------------------
    // `npm run synth` must work on a fresh clone without building the web first.
    if (fs.existsSync(path.join(webDistDir, "index.html"))) {
      new s3deploy.BucketDeployment(this, "WebDeployment", {
        sources: [s3deploy.Source.asset(webDistDir)],
        destinationBucket: web,
        distribution,
        distributionPaths: ["/*"],
        memoryLimit: 512,
      });
    }

    // ---- Alarms: API 5xx rate, each function's errors and throttles, DynamoDB throttles, the outbox
    const alarms = operationsAlarms(this, { api, table, functions: monitored });

    // ---- Outputs ------------------------------------------------------------
    new CfnOutput(this, "AlarmasTopicArn", { value: alarms.topicArn, description: "SNS topic of the alarms" });
    new CfnOutput(this, "SiteUrl", { value: siteOrigin, description: "The store" });
    new CfnOutput(this, "DistributionDomainName", {
      value: distribution.distributionDomainName,
      description: "Point your domain's DNS (CNAME or alias) here when Route 53 does not hold it",
    });
    new CfnOutput(this, "ApiUrl", { value: `${siteOrigin}/api`, description: "API through CloudFront" });
    new CfnOutput(this, "ApiDirectUrl", { value: stage.url, description: "API Gateway endpoint (behind CloudFront)" });
    new CfnOutput(this, "DistributionId", { value: distribution.distributionId });
    new CfnOutput(this, "TableName", { value: table.tableName, description: "TABLE_NAME for npm run create-admin" });
    new CfnOutput(this, "ImagesBucketName", { value: images.bucketName });
    new CfnOutput(this, "ReceiptsBucketName", { value: receipts.bucketName });
    new CfnOutput(this, "WebBucketName", { value: web.bucketName });
    new CfnOutput(this, "LogsBucketName", {
      value: accessLogs.bucketName,
      description: "Access logs (docs/operations.md)",
    });
  }
}
