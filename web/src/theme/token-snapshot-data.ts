import type { TokenSnapshot } from "./token-snapshot";

/**
 * The store's token dictionary as data (./token-snapshot.ts). Empty in the source: the build
 * replaces this module with the snapshot of the real dictionary (web/build/chakra-split-system.ts);
 * without it (dev server, Node) the dictionary is built as Chakra builds it.
 */
export const TOKEN_SNAPSHOT: TokenSnapshot | undefined = undefined;
