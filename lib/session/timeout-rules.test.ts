import { TOKEN_RENEWAL_MS } from '../spec-constants';
import { ABSOLUTE_SESSION_MS, markerExpiry, sessionState, tokenNeedsRenewal, tokenOutTimeFrom } from './timeout-rules';

const NOW = 1_000_000_000_000;

describe('timeout marker', () => {
  it('lasts outTimeNumber hours', () => {
    expect(markerExpiry(NOW, 1)).toBe(NOW + 3_600_000);
    expect(markerExpiry(NOW, 0.5)).toBe(NOW + 1_800_000);
  });

  it('is expired at once when the setting is missing or not positive (spec 5)', () => {
    for (const value of [0, -1, Number.NaN, undefined, null, Number.POSITIVE_INFINITY]) expect(markerExpiry(NOW, value as number)).toBeNull();
  });
});

describe('sessionState', () => {
  const live = { userId: 'u', signedInAt: NOW - 1000, timeoutAt: NOW + 1000 };
  it('is signed-out without a user', () => expect(sessionState({}, NOW)).toBe('signed-out'));
  it('is signed-in while the marker lives', () => expect(sessionState(live, NOW)).toBe('signed-in'));
  it('times out when the marker is missing or expired', () => {
    expect(sessionState({ ...live, timeoutAt: undefined }, NOW)).toBe('timed-out');
    expect(sessionState({ ...live, timeoutAt: NOW }, NOW)).toBe('timed-out');
  });
  it('times out after the absolute limit even with a fresh marker', () => {
    expect(sessionState({ ...live, signedInAt: NOW - ABSOLUTE_SESSION_MS - 1 }, NOW)).toBe('timed-out');
  });
});

describe('token renewal', () => {
  it('renews when the stored expiry has passed, or when forced', () => {
    expect(tokenNeedsRenewal({ tokenOutTime: NOW + 1 }, NOW)).toBe(false);
    expect(tokenNeedsRenewal({ tokenOutTime: NOW }, NOW)).toBe(true);
    expect(tokenNeedsRenewal({}, NOW)).toBe(true);
    expect(tokenNeedsRenewal({ tokenOutTime: NOW + 1 }, NOW, true)).toBe(true);
  });
  it('sets the new expiry 90 minutes ahead', () => {
    expect(tokenOutTimeFrom(NOW)).toBe(NOW + TOKEN_RENEWAL_MS);
    expect(TOKEN_RENEWAL_MS).toBe(90 * 60_000);
  });
});
