import { SMS_MAX_ATTEMPTS, SMS_RETRY_BASE_MS, afterAttempt } from './sms-delivery';

describe('a reminder after an attempt to send it', () => {
  const now = 1_000_000;

  it('is sent when the gateway took it, with its id', () => {
    expect(afterAttempt(2, { ok: true, messageId: 'B1' }, now)).toEqual({ state: 'sent', attempts: 3, messageId: 'B1' });
  });

  it('waits twice as long before each new attempt while the gateway cannot take it', () => {
    expect(afterAttempt(0, { ok: false, code: null }, now)).toEqual({ state: 'queued', attempts: 1, nextAttemptAt: now + SMS_RETRY_BASE_MS, failure: 'unreachable' });
    expect(afterAttempt(2, { ok: false, code: 'isp.SYSTEM_ERROR' }, now)).toEqual({ state: 'queued', attempts: 3, nextAttemptAt: now + 4 * SMS_RETRY_BASE_MS, failure: 'isp.SYSTEM_ERROR' });
  });

  it('fails after the last attempt, or at once when the gateway refuses the message itself', () => {
    expect(afterAttempt(SMS_MAX_ATTEMPTS - 1, { ok: false, code: 'isp.SYSTEM_ERROR' }, now)).toEqual({ state: 'failed', attempts: SMS_MAX_ATTEMPTS, failure: 'isp.SYSTEM_ERROR' });
    expect(afterAttempt(0, { ok: false, code: 'isv.MOBILE_NUMBER_ILLEGAL' }, now)).toEqual({ state: 'failed', attempts: 1, failure: 'isv.MOBILE_NUMBER_ILLEGAL' });
  });
});
