import {
  CreateTableCommand,
  UpdateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import { TABLE_KEYS } from "../../functions/src/data/table-design";

/** Creates the single table (same keys and GSIs as the CDK stack) when it is missing. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName!)));
    client.destroy();
    return;
  } catch (err) {
    if ((err as Error).name !== "ResourceNotFoundException") throw err;
  }
  const attrs = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  TABLE_KEYS.indexes.forEach((i) => (attrs.add(i.partitionKey), attrs.add(i.sortKey)));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: "S" })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: "HASH" },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: "HASH" },
          { AttributeName: i.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "ALL" },
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
}

/**
 * A data folder made by an older version lacks indexes added since (e.g. GSI3 for payment
 * deadlines): add them one at a time, as DynamoDB requires, so `npm start` keeps old data.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: Set<string>): Promise<void> {
  for (const i of TABLE_KEYS.indexes) {
    if (existing.has(i.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: i.partitionKey, AttributeType: "S" },
          { AttributeName: i.sortKey, AttributeType: "S" },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: i.name,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: "HASH" },
                { AttributeName: i.sortKey, KeyType: "RANGE" },
              ],
              Projection: { ProjectionType: "ALL" },
            },
          },
        ],
      }),
    );
    for (let tries = 0; tries < 60; tries++) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if (Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === i.name)?.IndexStatus === "ACTIVE") break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
