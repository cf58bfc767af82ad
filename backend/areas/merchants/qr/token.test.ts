// The QR token: signed, verified, refused when tampered with, forged with another key, or expired.
import { QR_TOKEN_MAX_LENGTH, qrKeyFrom, signQrToken, verifyQrToken } from './token';

const key = qrKeyFrom('backend-secret-for-tests');
const NOW = Date.UTC(2026, 10, 28, 12);

describe('QR tokens', () => {
  it('verifies a fixed code and names its row', () => {
    const token = signQrToken(key, 42);
    expect(token.length).toBeLessThanOrEqual(QR_TOKEN_MAX_LENGTH);
    expect(verifyQrToken(key, token, NOW)).toEqual({ ok: true, codeId: 42, expiresAt: null });
  });

  it('keeps an expiring code until its expiry, then refuses it', () => {
    const token = signQrToken(key, 7, NOW + 60_000);
    expect(verifyQrToken(key, token, NOW)).toEqual({ ok: true, codeId: 7, expiresAt: NOW + 60_000 });
    expect(verifyQrToken(key, token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose id, expiry or signature was changed', () => {
    const token = signQrToken(key, 42, NOW + 60_000);
    const [, v, id, exp, sig] = /^(q1)-(\d+)-(\d+)-(.{22})$/.exec(token)!;
    expect(verifyQrToken(key, [v, '43', exp, sig].join('-'), NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyQrToken(key, [v, id, String(Number(exp) + 3600), sig].join('-'), NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyQrToken(key, [v, id, '0', sig].join('-'), NOW)).toEqual({ ok: false, reason: 'signature' });
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyQrToken(key, [v, id, exp, flipped].join('-'), NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token signed with another key', () => {
    expect(verifyQrToken(key, signQrToken(qrKeyFrom('another secret'), 42), NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it.each(['', 'q1-42-0', 'q2-42-0-AAAAAAAAAAAAAAAAAAAAAA', 'q1--1-0-AAAAAAAAAAAAAAAAAAAAAA', 'q1.42.0.AAAAAAAAAAAAAAAAAAAAAA', `q1-42-0-${'A'.repeat(60)}`, 'q1-42-0-AAAAAAAAAAAAAAAAAAAA+/'])(
    'refuses the malformed %p', (token) => {
      expect(verifyQrToken(key, token, NOW)).toEqual({ ok: false, reason: 'malformed' });
    });
});
