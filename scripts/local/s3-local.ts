import { mkdirSync } from "node:fs";
// s3rver has no types; it is a small S3-compatible server for loopback use.
// @ts-expect-error untyped module
import S3rver from "s3rver";

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Browser uploads go straight to the emulator with presigned POSTs, so it needs CORS. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3Local(port: number, directory: string, buckets: string[]): Promise<S3Local> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
