import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, renameSync, mkdtempSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { waitFor } from "./ports";

/**
 * DynamoDB Local, the official jar, taken from the npm package
 * amplify-dynamodb-simulator (folder emulator/) instead of installing that
 * package with its ~300 MB of dependencies. Cached outside the clone.
 */
const PACKAGE = "amplify-dynamodb-simulator@2.9.30";
const TARBALL_SHA256 = "3503ffac19f183407909fecdacf4db51ab1fdad1da7b2f177016670b2d80e4b9";
const CACHE_DIR = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "tienda", "dynamodb-local-2.9.30");

export function assertJava(): void {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  // `java -version` prints e.g. 'openjdk version "17.0.15"' (or "1.8.0_x" for Java 8) on stderr.
  const major = Number(/version "(?:1\.)?(\d+)/.exec(probe.stderr ?? "")?.[1] ?? 0);
  if (probe.error || probe.status !== 0 || major < 17) {
    throw new UserFacingError(
      "Falta Java 17 o superior para DynamoDB Local: instálalo (p. ej. `sudo apt-get install -y openjdk-17-jre-headless`) y vuelve a intentarlo.",
    );
  }
}

export class UserFacingError extends Error {}

export function ensureEmulator(): string {
  const jar = join(CACHE_DIR, "DynamoDBLocal.jar");
  if (existsSync(jar)) return CACHE_DIR;
  const work = mkdtempSync(join(tmpdir(), "ddb-local-"));
  try {
    const packed = spawnSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", work], { encoding: "utf8" });
    if (packed.status !== 0) throw new Error(`npm pack ${PACKAGE} failed: ${packed.stderr}`);
    const tgz = join(work, packed.stdout.trim().split("\n").pop()!);
    const sha = createHash("sha256").update(readFileSync(tgz)).digest("hex");
    if (sha !== TARBALL_SHA256) throw new Error(`Checksum mismatch for ${PACKAGE}: ${sha}`);
    const untar = spawnSync("tar", ["xzf", tgz, "-C", work, "package/emulator"], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`Could not unpack DynamoDB Local: ${untar.stderr}`);
    mkdirSync(join(CACHE_DIR, ".."), { recursive: true });
    rmSync(CACHE_DIR, { recursive: true, force: true });
    renameSync(join(work, "package", "emulator"), CACHE_DIR);
    return CACHE_DIR;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Extra JVM options for DynamoDB Local, space-separated (`DYNAMODB_LOCAL_JAVA_OPTS`). Unset, the
 * JVM keeps its defaults, which suit a long run under load (`npm run bench:load`). The tests set
 * QUICK_START_JAVA_OPTS.
 */
const JAVA_OPTS_ENV = "DYNAMODB_LOCAL_JAVA_OPTS";

/**
 * For the test suites' short-lived emulators: the quick JIT tier only (C1) and the serial
 * collector. On the 2-core CI machine the optimising compiler (C2) took about half of DynamoDB
 * Local's CPU in a browser-test store's few minutes of life, time the tests beside it lost; C1
 * alone halved the emulator's CPU there, and the parallel collector's threads add nothing on a
 * 512 MB heap.
 */
const QUICK_START_JAVA_OPTS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

/** For the test suites' configs: QUICK_START_JAVA_OPTS for every emulator they start, unless set. */
export function quickStartJvmUnlessSet(): void {
  process.env[JAVA_OPTS_ENV] ??= QUICK_START_JAVA_OPTS;
}

function extraJavaOptions(): string[] {
  return (process.env[JAVA_OPTS_ENV] ?? "").split(" ").filter(Boolean);
}

/** Starts DynamoDB Local on loopback; `dbPath` keeps data on disk, otherwise in memory. */
export async function startDynamoDbLocal(port: number, dbPath?: string): Promise<DynamoDbLocal> {
  assertJava();
  const dir = ensureEmulator();
  const storage = dbPath ? ["-dbPath", dbPath] : ["-inMemory"];
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child = spawn(
    "java",
    [
      "-Xmx512m",
      ...extraJavaOptions(),
      `-Djava.library.path=${join(dir, "DynamoDBLocal_lib")}`,
      "-jar",
      join(dir, "DynamoDBLocal.jar"),
      "-sharedDb",
      "-port",
      String(port),
      ...storage,
    ],
    { cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const endpoint = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on("exit", () => (exited = true));
  await waitFor(
    async () => {
      if (exited) throw new Error(`DynamoDB Local exited: ${stderr}`);
      const res = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/x-amz-json-1.0",
          "x-amz-target": "DynamoDB_20120810.ListTables",
          authorization: "AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=x",
        },
        body: "{}",
      });
      return res.ok;
    },
    // The JVM's start alone can take most of a minute on a busy 2-core machine (parallel suites).
    120_000,
    "DynamoDB Local",
  );
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
