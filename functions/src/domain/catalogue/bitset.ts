/**
 * Fixed-size sets of product positions (0..n-1), 32 per word. The catalogue
 * index keeps one per facet value and flag, so a request combines filters and
 * counts facets word by word instead of walking every product.
 */
export type Bits = Uint32Array;

export const wordsFor = (n: number) => (n + 31) >>> 5;

export function emptyBits(n: number): Bits {
  return new Uint32Array(wordsFor(n));
}

/** Every position below n. */
export function fullBits(n: number): Bits {
  const b = new Uint32Array(wordsFor(n)).fill(0xffffffff);
  const rest = n & 31;
  if (rest) b[b.length - 1] = (1 << rest) - 1;
  return b;
}

export function setBit(b: Bits, i: number): void {
  b[i >>> 5]! |= 1 << (i & 31);
}

export function hasBit(b: Bits, i: number): boolean {
  return (b[i >>> 5]! & (1 << (i & 31))) !== 0;
}

/** The positions for which `test` holds. */
export function bitsWhere(n: number, test: (i: number) => boolean): Bits {
  const b = emptyBits(n);
  for (let i = 0; i < n; i++) if (test(i)) b[i >>> 5]! |= 1 << (i & 31);
  return b;
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(b: Bits): number {
  let c = 0;
  for (let w = 0; w < b.length; w++) if (b[w]) c += popcount32(b[w]!);
  return c;
}

/** |a ∩ b| without building the intersection. */
export function countAnd(a: Bits, b: Bits): number {
  let c = 0;
  for (let w = 0; w < a.length; w++) {
    const x = a[w]! & b[w]!;
    if (x) c += popcount32(x);
  }
  return c;
}

/** The intersection of all of `sets` (a new set; `sets` must not be empty). */
export function and(sets: readonly Bits[]): Bits {
  const out = sets[0]!.slice();
  for (let s = 1; s < sets.length; s++) {
    const b = sets[s]!;
    for (let w = 0; w < out.length; w++) out[w]! &= b[w]!;
  }
  return out;
}

/** The union of all of `sets` (a new set; `sets` must not be empty). */
export function or(sets: readonly Bits[]): Bits {
  const out = sets[0]!.slice();
  for (let s = 1; s < sets.length; s++) {
    const b = sets[s]!;
    for (let w = 0; w < out.length; w++) out[w]! |= b[w]!;
  }
  return out;
}

/** Lowest position in a ∩ b, or -1. */
export function firstAnd(a: Bits, b: Bits): number {
  for (let w = 0; w < a.length; w++) {
    const x = a[w]! & b[w]!;
    if (x) return (w << 5) + (31 - Math.clz32(x & -x));
  }
  return -1;
}

/** Calls `fn` with every position in a ∩ b, lowest first. */
export function forEachAnd(a: Bits, b: Bits, fn: (i: number) => void): void {
  for (let w = 0; w < a.length; w++) {
    let x = a[w]! & b[w]!;
    while (x) {
      const low = x & -x;
      fn((w << 5) + (31 - Math.clz32(low)));
      x ^= low;
    }
  }
}
