import { describe, expect, it } from "vitest";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { withoutSdkLogging } from "../../../functions/src/lib/sdk-logging";

const names = (c: { middlewareStack: { identify(): string[] } }) => c.middlewareStack.identify().join("\n");

describe("withoutSdkLogging", () => {
  it.each([
    ["DynamoDB", () => new DynamoDBClient({ region: "us-east-1" })],
    ["S3", () => new S3Client({ region: "us-east-1" })],
    ["SES", () => new SESv2Client({ region: "us-east-1" })],
  ])("takes the SDK's per-call log filter off the %s client and nothing else", (_, make) => {
    const plain = make();
    // The SDK still names the middleware this way: otherwise the removal would silently do nothing.
    expect(names(plain)).toMatch(/^loggerMiddleware/m);
    const quiet = withoutSdkLogging(make());
    expect(names(quiet)).not.toMatch(/^loggerMiddleware/m);
    const rest = (s: string) => s.split("\n").filter((l) => !l.startsWith("loggerMiddleware"));
    expect(rest(names(quiet))).toEqual(rest(names(plain)));
  });
});
