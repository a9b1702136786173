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

// Real S3 refuses a byte range of an empty object (416 InvalidRange). s3rver answers 206 with
// "bytes 0-0/0", a length of one byte it never sends, and the client waits until the socket drops
// (~6 s). Without content, its GET controller answers S3's 416.
const getObject = server.store.getObject.bind(server.store);
server.store.getObject = async (bucket, key, options) => {
  const object = await getObject(bucket, key, options);
  if (object?.range && object.size === 0 && object.content) {
    object.content.destroy();
    object.content = null;
  }
  return object;
};

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
