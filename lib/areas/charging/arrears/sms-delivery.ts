// What becomes of a queued reminder after one attempt to hand it to the SMS gateway (pure): sent
// when the gateway took it; failed at once when it refused the message itself (a phone number it
// cannot reach, a template it does not know); otherwise tried again later, waiting twice as long
// each time, and failed after SMS_MAX_ATTEMPTS attempts.

/** arrears_reminders.state */
export const REMINDER_STATES = ['queued', 'sent', 'failed'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

export const SMS_MAX_ATTEMPTS = 5;
/** The wait before the second attempt; doubled for each later one. */
export const SMS_RETRY_BASE_MS = 60_000;

/** Gateway answers that no retry can change. */
export const SMS_PERMANENT_CODES: readonly string[] = ['isv.MOBILE_NUMBER_ILLEGAL', 'isv.TEMPLATE_MISSING', 'isv.INVALID_PARAMETERS', 'isv.CONTENT_TOO_LONG'];

/** One attempt's outcome: the gateway's id for the message, or its refusal code (null: not heard). */
export type SmsAttempt = { ok: true; messageId: string } | { ok: false; code: string | null };

export type AfterAttempt =
  | { state: 'sent'; attempts: number; messageId: string }
  | { state: 'queued'; attempts: number; nextAttemptAt: number; failure: string }
  | { state: 'failed'; attempts: number; failure: string };

export function afterAttempt(attemptsBefore: number, attempt: SmsAttempt, now: number): AfterAttempt {
  const attempts = attemptsBefore + 1;
  if (attempt.ok) return { state: 'sent', attempts, messageId: attempt.messageId };
  const failure = attempt.code ?? 'unreachable';
  if ((attempt.code && SMS_PERMANENT_CODES.includes(attempt.code)) || attempts >= SMS_MAX_ATTEMPTS) return { state: 'failed', attempts, failure };
  return { state: 'queued', attempts, nextAttemptAt: now + SMS_RETRY_BASE_MS * 2 ** (attempts - 1), failure };
}
