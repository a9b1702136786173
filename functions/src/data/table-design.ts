/**
 * The table's key schema, shared by the local runtime (CreateTable) and kept
 * identical to the CDK definition (a stack test compares them).
 */
export const TABLE_KEYS = {
  partitionKey: "PK",
  sortKey: "SK",
  ttlAttribute: "ttl",
  indexes: [
    { name: "GSI1", partitionKey: "GSI1PK", sortKey: "GSI1SK" },
    { name: "GSI2", partitionKey: "GSI2PK", sortKey: "GSI2SK" },
    // Sparse: only orders waiting for a receipt carry GSI3 keys (payment deadline).
    { name: "GSI3", partitionKey: "GSI3PK", sortKey: "GSI3SK" },
  ],
} as const;
