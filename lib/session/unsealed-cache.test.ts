import { createUnsealedCache, sealExpiry } from './unsealed-cache';

const NOW = 1_800_000_000_000;
/** The shape of an iron seal: Fe26.2*id*salt*iv*encrypted*expiration*hmacSalt*hmac~2. */
const seal = (name: string, expiresAt: number | '' = NOW + 60_000) => `Fe26.2*1*salt${name}*iv*data*${expiresAt}*hsalt*hmac~2`;

describe('sealExpiry', () => {
  it('reads the expiration field of an iron seal', () => {
    expect(sealExpiry(seal('a', NOW + 5))).toBe(NOW + 5);
  });
  it('is null for a seal without a time limit or a malformed value', () => {
    for (const value of [seal('a', ''), '', 'garbage', 'Fe26.2*1*s*i*d*soon*h*m~2']) expect(sealExpiry(value)).toBeNull();
  });
});

describe('unsealed session cache', () => {
  it('serves what was remembered, a fresh copy each time', () => {
    const cache = createUnsealedCache(10, 3_600_000);
    cache.remember(seal('a'), { userId: 'u', userInfo: { hostId: '' } }, NOW);
    const first = cache.get(seal('a'), NOW)!;
    (first.userInfo as { hostId: string }).hostId = 'changed';
    first.userId = 'other';
    expect(cache.get(seal('a'), NOW)).toEqual({ userId: 'u', userInfo: { hostId: '' } });
    expect(cache.get(seal('b'), NOW)).toBeUndefined();
  });

  it('never serves an entry past its seal\'s expiry, and drops it', () => {
    const cache = createUnsealedCache(10, 3_600_000);
    cache.remember(seal('a', NOW + 1_000), { userId: 'u' }, NOW);
    expect(cache.get(seal('a', NOW + 1_000), NOW + 999)).toEqual({ userId: 'u' });
    expect(cache.get(seal('a', NOW + 1_000), NOW + 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('bounds a seal without expiry by the maximum age, and ignores one already expired', () => {
    const cache = createUnsealedCache(10, 5_000);
    cache.remember(seal('a', ''), { userId: 'u' }, NOW);
    expect(cache.get(seal('a', ''), NOW + 4_999)).toBeDefined();
    expect(cache.get(seal('a', ''), NOW + 5_000)).toBeUndefined();
    cache.remember(seal('b', NOW - 1), { userId: 'u' }, NOW);
    expect(cache.size).toBe(0);
  });

  it('forgets on demand (a sign-out)', () => {
    const cache = createUnsealedCache(10, 3_600_000);
    cache.remember(seal('a'), { userId: 'u' }, NOW);
    cache.forget(seal('a'));
    expect(cache.get(seal('a'), NOW)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createUnsealedCache(2, 3_600_000);
    cache.remember(seal('a'), { userId: 'a' }, NOW);
    cache.remember(seal('b'), { userId: 'b' }, NOW);
    expect(cache.get(seal('a'), NOW)).toBeDefined(); // a is now the most recent
    cache.remember(seal('c'), { userId: 'c' }, NOW);
    expect(cache.size).toBe(2);
    expect(cache.get(seal('b'), NOW)).toBeUndefined();
    expect(cache.get(seal('a'), NOW)).toEqual({ userId: 'a' });
    expect(cache.get(seal('c'), NOW)).toEqual({ userId: 'c' });
  });
});
