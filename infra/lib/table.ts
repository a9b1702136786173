import { RemovalPolicy } from "aws-cdk-lib";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import type { Construct } from "constructs";
import { TABLE_KEYS } from "../../functions/src/data/table-design.ts";

/** Context key (`cdk deploy -c tablaExistente=<name>`) that points the stack at an existing table. */
export const EXISTING_TABLE_CONTEXT = "tablaExistente";

/**
 * The store's single table (docs/data-model.md; keys shared with the local runtime's CreateTable).
 *
 * With `existingTableName` (the stack prop, or the context value `tablaExistente`) the stack
 * creates no table and uses that one instead, e.g. a table restored to a point in time
 * (docs/operations.md, "Restore drill"). The table the stack created before is retained by its
 * removal policy, never deleted.
 */
export function storeTable(scope: Construct, existingTableName?: string): dynamodb.ITable {
  if (existingTableName) {
    return dynamodb.Table.fromTableAttributes(scope, "Tabla", {
      tableName: existingTableName,
      // So grants cover the indexes too (…/table/<name>/index/*).
      globalIndexes: TABLE_KEYS.indexes.map((i) => i.name),
    });
  }
  const S = dynamodb.AttributeType.STRING;
  const table = new dynamodb.Table(scope, "Tabla", {
    partitionKey: { name: TABLE_KEYS.partitionKey, type: S },
    sortKey: { name: TABLE_KEYS.sortKey, type: S },
    billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
    timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const gsi of TABLE_KEYS.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: gsi.name,
      partitionKey: { name: gsi.partitionKey, type: S },
      sortKey: { name: gsi.sortKey, type: S },
      projectionType: dynamodb.ProjectionType.ALL,
    });
  }
  return table;
}
