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
import { hasNoSeedMarker, removeStoreState, writeNoSeedMarker, writeStoreState } from "./store-state";

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
  /** The data folder was first started with SEED=none, so the demo store was not loaded into it. */
  keptWithoutSeed: boolean;
  /** The table had no store in it when this start began (before any seeding). */
  startedEmpty: boolean;
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
    MAIL_FROM: "pedidos@tienda.local",
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
 *
 * `seed: false` is `SEED=none`: the table and buckets only, as a fresh deployment has them. With
 * a data folder, that choice is remembered there (store-state.ts), and while the store runs its
 * endpoints are written there for `npm run create-admin`.
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
  const keptWithoutSeed = opts.seed !== false && !!dataDir && hasNoSeedMarker(dataDir);
  const empty = await isEmptyStore();
  if (opts.seed === false) {
    // Only a folder that starts empty becomes a merchant's store; a demo folder stays a demo.
    if (dataDir && empty) writeNoSeedMarker(dataDir);
  } else if (!keptWithoutSeed && empty) {
    await seedStore(opts.seed ?? {});
    seeded = true;
  }
  // A merchant's store (SEED=none, now or when its folder was first started) has no demo
  // accounts, so the login page must not list them.
  if (dataDir ? hasNoSeedMarker(dataDir) : opts.seed === false) {
    process.env.DEMO_MODE = "false";
    resetEnvCache();
  }
  const forgetState = () => {
    if (dataDir) removeStoreState(dataDir);
  };
  if (dataDir) {
    writeStoreState(dataDir, {
      pid: process.pid,
      tabla: LOCAL_NAMES.table,
      region: process.env.AWS_REGION ?? "us-east-1",
      dynamodb: dynamodb.endpoint,
      s3: s3.endpoint,
      buckets: { imagenes: LOCAL_NAMES.images, comprobantes: LOCAL_NAMES.receipts },
    });
    // A store that dies without stop() (an uncaught error) leaves no state file naming it.
    process.once("exit", forgetState);
  }
  return {
    dynamodb,
    s3,
    mail,
    seeded,
    keptWithoutSeed,
    startedEmpty: empty,
    stop: async () => {
      forgetState();
      process.off("exit", forgetState);
      await mail.stop().catch(() => undefined);
      await s3.stop().catch(() => undefined);
      await dynamodb.stop();
    },
  };
}
