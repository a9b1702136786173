/**
 * The AWS SDK's logger middleware runs on every call. With no logger configured its NoOpLogger
 * still has `info`, so the middleware walks the call's whole input and output through the service
 * schemas to mask sensitive fields, for a log line nobody writes: about a seventh of the CPU of a
 * DynamoDB call. Our functions log through Powertools, never through the SDK's logger, so each
 * client is built without that middleware.
 */
export function withoutSdkLogging<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  client.middlewareStack.remove("loggerMiddleware");
  return client;
}
