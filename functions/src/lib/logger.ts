import { Logger } from "@aws-lambda-powertools/logger";
// Every function logs through this module: its traces name our sources (read from the map when first written).
import "./stack-traces";

type Level = ConstructorParameters<typeof Logger>[0] extends infer O
  ? O extends { logLevel?: infer L }
    ? L
    : never
  : never;

/** One structured logger per container (Powertools reads POWERTOOLS_* env); silent under tests. */
export const logger = new Logger({
  serviceName: "tienda",
  logLevel: (process.env.LOG_LEVEL ?? (process.env.VITEST ? "SILENT" : "INFO")) as Level,
});
