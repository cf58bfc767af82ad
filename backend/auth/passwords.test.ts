import { checkPassword } from '../../lib/validation/password';
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with a random salt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('Tz7#kq9Lmw'), hashPassword('Tz7#kq9Lmw')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Tz7#kq9Lmw', a)).toBe(true);
    expect(await verifyPassword('Tz7#kq9Lmx', a)).toBe(false);
  });

  it('refuses malformed or abusive hashes without throwing', async () => {
    const good = await hashPassword('Tz7#kq9Lmw');
    const parts = good.split('$');
    for (const stored of [
      '', 'plain', 'bcrypt$1$2$3$4$5',
      [...parts.slice(0, 1), String(1 << 30), ...parts.slice(2)].join('$'), // N too large
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),          // N not a power of 2
      [...parts.slice(0, 5), ''].join('$'),                                 // no hash
    ]) {
      expect(await verifyPassword('Tz7#kq9Lmw', stored)).toBe(false);
    }
  });

  it('has a dummy hash for unknown accounts', async () => {
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
    expect(await verifyPassword('', await dummyPasswordHash())).toBe(false);
  });

  it('generates passwords that satisfy the policy and are not too simple', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword('admin'));
    expect(new Set(passwords).size).toBe(50);
    for (const password of passwords) {
      expect(checkPassword(password, { account: 'admin' })).toMatchObject({ ok: true, tooSimple: false });
      expect(password).not.toMatch(/[%&=+\s]/);
    }
  });
});
