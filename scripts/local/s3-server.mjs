// The S3 emulator's own process (started by s3-local.ts with fork()): s3rver on loopback, with the
// buckets and their CORS rules it is given as JSON in argv. Plain JavaScript, so the child starts
// without a TypeScript loader.
import process from "node:process";
import S3rver from "s3rver";

const [port, directory, bucketsJson] = process.argv.slice(2);
const buckets = JSON.parse(bucketsJson ?? "[]");

const server = new S3rver({
  port: Number(port),
  address: "127.0.0.1",
  directory,
  silent: true,
  configureBuckets: buckets,
});

try {
  await server.run();
  process.send?.({ ready: true });
} catch (err) {
  process.send?.({ error: String(err?.message ?? err) });
  process.exit(1);
}

const stop = () => server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// The store that started it is gone (even killed outright): so is the emulator.
process.on("disconnect", stop);
