/**
 * What the store's two-step creation of the Chakra system (./system.ts) passes to and from Chakra's
 * own modules, which the build patches to use it (web/build/chakra-split-system.ts): Chakra's token
 * dictionary factory, which its package does not export, and the merged config and dictionary that
 * `prepareSystemStep` built, which `createSystem` takes when called with exactly that config, once;
 * likewise the factory of its style-prop utility and the utility built from that config.
 * Outside the build nothing offers a factory, and nothing here is used.
 */
import type { TokenFactory } from "./token-snapshot";

interface Prepared {
  config: object;
  tokens: unknown;
  utility?: unknown;
}

/** Chakra's `createUtility` (styled-system/utility.js), which its package does not export either. */
export type UtilityFactory = (options: { config: object; tokens: unknown }) => unknown;

let factory: TokenFactory | undefined;
let utility: UtilityFactory | undefined;
let prepared: Prepared | undefined;

export function offerTokenFactory(f: TokenFactory): void {
  factory = f;
}

export function tokenFactory(): TokenFactory | undefined {
  return factory;
}

export function offerUtilityFactory(f: UtilityFactory): void {
  utility = f;
}

export function utilityFactory(): UtilityFactory | undefined {
  return utility;
}

export function offerPrepared(p: Prepared): void {
  prepared = p;
}

export function takePrepared(configs: readonly unknown[]): Prepared | undefined {
  const p = prepared;
  if (!p || configs.length !== 1 || configs[0] !== p.config) return undefined;
  prepared = undefined;
  return p;
}
