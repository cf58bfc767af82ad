// The signature against the fixed vector published with a Nuonuo SDK (jellyfrank/nuonuo-sdk,
// API contract document: the output of Nuonuo's own Python function on these synthetic inputs).
import { nuonuoSign, nuonuoSignatureHolds } from './sign';

const VECTOR = { appKey: 'app', senid: 'a'.repeat(32), nonce: '12345678', timestamp: '1700000000', content: '{"name":"中文"}' };

describe('nuonuoSign', () => {
  it('signs as Nuonuo does (the published vector, UTF-8 body)', () => {
    expect(nuonuoSign('secret', VECTOR)).toBe('4BzcKzrcoqxPis0W/W3X2ae0uIo=');
  });

  it('depends on every part and on the secret', () => {
    const base = nuonuoSign('secret', VECTOR);
    for (const key of Object.keys(VECTOR) as (keyof typeof VECTOR)[]) {
      expect(nuonuoSign('secret', { ...VECTOR, [key]: `${VECTOR[key]}x` })).not.toBe(base);
    }
    expect(nuonuoSign('secret2', VECTOR)).not.toBe(base);
    expect(nuonuoSign('secret', { ...VECTOR, path: '/open/v2/services' })).not.toBe(base);
  });

  it('verifies its own signature and refuses another', () => {
    expect(nuonuoSignatureHolds('secret', VECTOR, '4BzcKzrcoqxPis0W/W3X2ae0uIo=')).toBe(true);
    expect(nuonuoSignatureHolds('secret', VECTOR, '4BzcKzrcoqxPis0W/W3X2ae0uIo')).toBe(false);
    expect(nuonuoSignatureHolds('other', VECTOR, '4BzcKzrcoqxPis0W/W3X2ae0uIo=')).toBe(false);
  });
});
