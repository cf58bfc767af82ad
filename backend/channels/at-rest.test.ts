import { atRestKeyFrom, openSecret, sealSecret } from './at-rest';

describe('secrets at rest', () => {
  const key = atRestKeyFrom('a-backend-secret-0123456789');

  it('seals a secret so that only the same key and column open it', () => {
    const sealed = sealSecret(key, 'key_cipher', 'Kq3vT9zLw2Xr7Yb5Nc1Md8Pf4Gh6Js0A');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('Kq3vT9zLw2Xr7Yb5');
    expect(openSecret(key, 'key_cipher', sealed)).toBe('Kq3vT9zLw2Xr7Yb5Nc1Md8Pf4Gh6Js0A');
    expect(() => openSecret(key, 'cert_cipher', sealed)).toThrow();
    expect(() => openSecret(atRestKeyFrom('another-backend-secret-987654'), 'key_cipher', sealed)).toThrow();
  });

  it('never seals the same secret twice alike, and refuses a tampered text', () => {
    const a = sealSecret(key, 'merchant_cipher', '1900000109');
    expect(sealSecret(key, 'merchant_cipher', '1900000109')).not.toBe(a);
    const raw = Buffer.from(a.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => openSecret(key, 'merchant_cipher', `v1:${raw.toString('base64')}`)).toThrow();
    expect(() => openSecret(key, 'merchant_cipher', '1900000109')).toThrow();
  });
});
