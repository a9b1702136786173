import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { commonEnv } from "../lib/env";
import { withoutSdkLogging } from "../lib/sdk-logging";

let doc: DynamoDBDocumentClient | undefined;

/** The one DocumentClient of the container, created on first use. */
export function db(): DynamoDBDocumentClient {
  if (!doc) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = commonEnv();
    const client = withoutSdkLogging(
      new DynamoDBClient({
        region: AWS_REGION,
        // A database that is down or hung answers within a few seconds (endpoint() maps it to 503),
        // well inside the functions' 10 s: 1 s to connect, 2 s per attempt, 3 attempts with backoff.
        // The client reconnects by itself once the database is back.
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 1000, requestTimeout: 2000 },
        ...(DYNAMODB_ENDPOINT
          ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
          : {}),
      }),
    );
    doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return doc;
}

export function tableName(): string {
  return commonEnv().TABLE_NAME;
}

export function resetDbClient(): void {
  doc = undefined;
}
