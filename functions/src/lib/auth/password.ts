import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password storage (OWASP Password Storage Cheat Sheet): scrypt with N = 2^17, r = 8, p = 1,
 * a 16-byte random salt and a 32-byte key. Each hash records its parameters
 * (`scrypt$ln=17,r=8,p=1$<salt>$<key>`, base64), so the cost can be raised later: a login
 * with a hash below the current parameters re-hashes the password (`needsRehash`).
 * The password is hashed as its full UTF-8 bytes: nothing is truncated.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // 128 * N * r bytes are needed (128 MiB for the defaults); Node's default cap is 32 MiB.
    maxmem: 128 * N * params.r * params.p + 32 * 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFC"), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const m = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.ln < 10 || params.ln > 22 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(m[4]!, "base64"), key: Buffer.from(m[5]!, "base64") };
}

export function isBelowCurrentParams(params: ScryptParams): boolean {
  return params.ln < SCRYPT_PARAMS.ln || params.r < SCRYPT_PARAMS.r || params.p < SCRYPT_PARAMS.p;
}

/**
 * Checks a password against a stored hash in constant time. An unknown or malformed hash is
 * checked against DUMMY_HASH so the answer takes as long as for a real account.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined | null,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = (stored && parseHash(stored)) || null;
  const target = parsed ?? parseHash(DUMMY_HASH)!;
  const key = await scrypt(password, target.salt, target.key.length, target.params);
  const ok = parsed !== null && key.length === target.key.length && timingSafeEqual(key, target.key);
  return { ok, needsRehash: ok && isBelowCurrentParams(target.params) };
}

/**
 * A hash of a random, discarded password with the current parameters: unknown emails are
 * checked against it so 'Email o contraseña incorrectos' costs one scrypt either way.
 * (A unit test checks it matches SCRYPT_PARAMS.)
 */
export const DUMMY_HASH = "scrypt$ln=17,r=8,p=1$hlllA8vJqKR6kkFnesZBqg==$OUNfAegl/nH0extkPVlDSeCHn0eRnqVQL1gTlG5e+bg=";

/** Verifies against the dummy hash: for code paths that must cost what a real check costs. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, null);
}
