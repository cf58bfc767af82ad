// Password hashing with scrypt (node:crypto): random salt, stored as
// scrypt$N$r$p$salt$hash (salt and hash in base64), compared in constant time.
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { checkPassword } from '../../lib/validation/password';

export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
/** Bounds for parameters read back from the database, so a bad row cannot exhaust memory. */
const LIMITS = { maxN: 1 << 20, maxR: 32, maxP: 16, maxKeyLength: 128 };

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function maxmem(N: number, r: number, p: number): number {
  return 128 * N * r * (p + 2) + 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const hash = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when password matches the stored hash; false for a malformed hash. Never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map((x) => Number.parseInt(x, 10));
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const validN = Number.isInteger(N) && N > 1 && N <= LIMITS.maxN && (N & (N - 1)) === 0;
  if (!validN || !(r >= 1 && r <= LIMITS.maxR) || !(p >= 1 && p <= LIMITS.maxP)
    || expected.length === 0 || expected.length > LIMITS.maxKeyLength || salt.length === 0) return false;
  try {
    const actual = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * A hash of a random password, checked when the account does not exist so that an unknown
 * account costs the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

const ALPHABETS = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnpqrstuvwxyz',
  digit: '23456789',
  special: '#*-?@_!',
};
const GENERATED_LENGTH = 20;

/** A random password that satisfies the policy and is not too simple. */
export function generatePassword(account?: string): string {
  const all = Object.values(ALPHABETS).join('');
  for (;;) {
    const chars = Object.values(ALPHABETS).map((set) => set[randomInt(set.length)]);
    while (chars.length < GENERATED_LENGTH) chars.push(all[randomInt(all.length)]);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    const check = checkPassword(password, { account });
    if (check.ok && !check.tooSimple) return password;
  }
}
