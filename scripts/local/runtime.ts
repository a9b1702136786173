import { join, resolve } from "node:path";
import { resetEnvCache } from "../../functions/src/lib/env";
import { resetDbClient } from "../../functions/src/data/client";
import { resetS3Client } from "../../functions/src/lib/s3";
import { resetMailer } from "../../functions/src/lib/mailer";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";
import { freePort } from "./ports";
import { startDynamoDbLocal, type DynamoDbLocal } from "./dynamodb-local";
import { startS3Local, type S3Local } from "./s3-local";
import { ensureTable } from "./provision";
import { isEmptyStore, seedStore, type SeedOptions } from "./seed-store";

export const LOCAL_NAMES = {
  table: "tienda",
  images: "tienda-productos",
  receipts: "tienda-comprobantes",
} as const;

export interface LocalBackend {
  dynamodb: DynamoDbLocal;
  s3: S3Local;
  /** The SMTP catcher the outbox sends to; its web inbox is `mail.webUrl`. */
  mail: MailCatcher;
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Uses an already running AWS-compatible endpoint (LocalStack) for both
 * DynamoDB and S3: creates the table and buckets and seeds an empty store.
 */
export async function connectExternalBackend(opts: { endpoint: string; appOrigin: string; seed?: SeedOptions }) {
  configureEnv(opts.endpoint, opts.endpoint, opts.appOrigin);
  await ensureTable(opts.endpoint, LOCAL_NAMES.table);
  const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
  const { s3 } = await import("../../functions/src/lib/s3");
  for (const Bucket of [LOCAL_NAMES.images, LOCAL_NAMES.receipts]) {
    await s3()
      .send(new CreateBucketCommand({ Bucket }))
      .catch((err: Error) => {
        if (!/BucketAlready/.test(err.name)) throw err;
      });
  }
  if (await isEmptyStore()) await seedStore(opts.seed ?? {});
}

/** The outbox's sender talks SMTP to the local catcher. */
function configureMail(smtpPort: number) {
  Object.assign(process.env, {
    MAIL_TRANSPORT: "smtp",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    MAIL_FROM: "Tienda <pedidos@tienda.local>",
  });
  resetMailer();
}

function configureEnv(dynamodbEndpoint: string, s3Endpoint: string, appOrigin: string) {
  Object.assign(process.env, {
    // Lambda runs Node 22; locally the SDK's notice about Node 20 is noise.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    TABLE_NAME: LOCAL_NAMES.table,
    IMAGES_BUCKET: LOCAL_NAMES.images,
    RECEIPTS_BUCKET: LOCAL_NAMES.receipts,
    AWS_REGION: "us-east-1",
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
    S3_ENDPOINT: s3Endpoint,
    APP_ORIGIN: appOrigin,
    // Plain http://localhost cannot carry Secure cookies.
    COOKIE_SECURE: "false",
    DEMO_MODE: "true",
  });
  resetEnvCache();
  resetDbClient();
  resetS3Client();
}

/**
 * Starts DynamoDB Local and the S3 emulator on free loopback ports, points the
 * handlers at them (env), creates the table and buckets, and seeds an empty store.
 * `dataDir` undefined keeps DynamoDB in memory (tests).
 */
export async function startLocalBackend(opts: {
  dataDir?: string;
  appOrigin: string;
  seed?: SeedOptions | false;
}): Promise<LocalBackend> {
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : undefined;
  const [ddbPort, s3Port] = [await freePort(), await freePort()];
  const s3Dir = dataDir
    ? join(dataDir, "s3")
    : join(process.env.TMPDIR ?? "/tmp", `tienda-s3-${process.pid}-${s3Port}`);
  const dynamodb = await startDynamoDbLocal(ddbPort, dataDir ? join(dataDir, "dynamodb") : undefined);
  let s3: S3Local;
  try {
    s3 = await startS3Local(s3Port, s3Dir, [LOCAL_NAMES.images, LOCAL_NAMES.receipts]);
  } catch (err) {
    await dynamodb.stop();
    throw err;
  }
  let mail: MailCatcher;
  try {
    // MAIL_WEB_PORT pins the inbox's port (the browser tests read it); otherwise any free one.
    const webPort = Number(process.env.MAIL_WEB_PORT) || (await freePort());
    mail = await startMailCatcher(await freePort(), webPort, dataDir ? join(dataDir, "correo") : undefined);
  } catch (err) {
    await s3.stop().catch(() => undefined);
    await dynamodb.stop();
    throw err;
  }
  configureEnv(dynamodb.endpoint, s3.endpoint, opts.appOrigin);
  configureMail(mail.smtpPort);
  await ensureTable(dynamodb.endpoint, LOCAL_NAMES.table);
  let seeded = false;
  if (opts.seed !== false && (await isEmptyStore())) {
    await seedStore(opts.seed ?? {});
    seeded = true;
  }
  return {
    dynamodb,
    s3,
    mail,
    seeded,
    stop: async () => {
      await mail.stop().catch(() => undefined);
      await s3.stop().catch(() => undefined);
      await dynamodb.stop();
    },
  };
}
