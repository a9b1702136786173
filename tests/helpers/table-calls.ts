import type { InitializeHandler, InitializeHandlerArguments } from "@smithy/types";
import { db } from "../../functions/src/data/client";

/** One DynamoDB call: its command and the kind of every key it names ("SESION / SESION"), in order. */
export interface TableCall {
  command: string;
  keys: string[];
}

type Key = { PK: string; SK: string };

/** The calls the handlers' DynamoDB client makes while `run` runs (a middleware, removed after). */
export async function tableCallsDuring(run: () => Promise<unknown>): Promise<TableCall[]> {
  const calls: TableCall[] = [];
  const WATCH = "llamadas-a-la-tabla";
  const kind = (k: Key) => `${k.PK.split("#")[0]} / ${k.SK.split("#")[0]}`;
  db().middlewareStack.add(
    (next: InitializeHandler<any, any>, context) => async (args: InitializeHandlerArguments<any>) => {
      const input = args.input as { Key?: Key; RequestItems?: Record<string, { Keys: Key[] }> };
      const keys = input.RequestItems
        ? Object.values(input.RequestItems).flatMap((r) => r.Keys.map(kind))
        : input.Key
          ? [kind(input.Key)]
          : [];
      calls.push({ command: context.commandName ?? "?", keys });
      return next(args);
    },
    { step: "initialize", name: WATCH },
  );
  try {
    await run();
  } finally {
    db().middlewareStack.remove(WATCH);
  }
  return calls;
}
