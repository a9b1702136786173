import { S3Client } from "@aws-sdk/client-s3";
import { commonEnv } from "./env";
import { withoutSdkLogging } from "./sdk-logging";

let client: S3Client | undefined;

/** One S3 client per container; path-style and checksum-when-required for emulators. */
export function s3(): S3Client {
  if (!client) {
    const { S3_ENDPOINT, AWS_REGION } = commonEnv();
    client = withoutSdkLogging(
      new S3Client({
        region: AWS_REGION,
        // A bucket service that is down or hung answers within a few seconds (503 from endpoint()).
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 },
        ...(S3_ENDPOINT
          ? {
              endpoint: S3_ENDPOINT,
              forcePathStyle: true,
              credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
              // Emulators reject the checksum parameters recent SDKs add by default.
              requestChecksumCalculation: "WHEN_REQUIRED",
              responseChecksumValidation: "WHEN_REQUIRED",
            }
          : {}),
      }),
    );
  }
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}
