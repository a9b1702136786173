import { describe, expect, it } from "vitest";
import {
  DUMMY_HASH,
  hashPassword,
  parseHash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "../../../functions/src/lib/auth/password";

// Each hash costs 128 MiB and a few hundred ms of CPU by design; with another test file on the
// other core, and the machine shared, three of them can pass vitest's 5 s default.
describe("password hashing (scrypt, OWASP parameters)", { timeout: 30_000 }, () => {
  it("stores the parameters with each hash and verifies in constant time", async () => {
    const hash = await hashPassword("Girasol#Azul47");
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword("Girasol#Azul47", hash)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword("girasol#Azul47", hash)).ok).toBe(false);
  });

  it("uses at least N=2^17, r=8, p=1, also for the dummy hash of unknown emails", () => {
    expect(SCRYPT_PARAMS.ln).toBeGreaterThanOrEqual(17);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    expect(parseHash(DUMMY_HASH)!.params).toEqual(SCRYPT_PARAMS);
  });

  it("flags older, cheaper hashes for re-hashing and never accepts a missing hash", async () => {
    const old = await hashPassword("Girasol#Azul47", { ln: 12, r: 8, p: 1 });
    expect(await verifyPassword("Girasol#Azul47", old)).toEqual({ ok: true, needsRehash: true });
    expect((await verifyPassword("", null)).ok).toBe(false);
    expect((await verifyPassword("x", "texto-plano")).ok).toBe(false);
  });
});
