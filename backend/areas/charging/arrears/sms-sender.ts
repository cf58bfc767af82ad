// Delivering the queued reminders (docs/arrears.md, "Reminders"): each reminder of
// arrears_reminders still queued and due is handed to the SMS gateway with the text rendered from
// its /SystemSmsTemplate template (and the template's code), then marked sent, queued again for a
// later attempt, or failed (lib/areas/charging/arrears/sms-delivery.ts), audited. One reminder per transaction,
// its row locked while the gateway is asked (at most SMS_TIMEOUT_MS); another sender skips it.
// Idempotent: the reminder's id travels as the gateway's OutId, so a reminder the gateway took but
// we could not mark (a crash, a lost answer) is answered with the same message id when tried
// again, never sent twice; a sent or failed reminder is never picked again.
import { afterAttempt, type SmsAttempt } from '../../../../lib/areas/charging/arrears/sms-delivery';
import { signSmsFields } from '../../../../lib/sms/sign';
import { isoAt, type Db } from '../../../db';
import { Work } from '../../../kernel/work';

export interface SmsGatewayConfig {
  /** SMS_GATEWAY_URL: where messages are posted (the simulated gateway's /sms/send). */
  sendUrl: string;
  accessKeyId: string;
  accessKeySecret: string;
}

export const SMS_TIMEOUT_MS = 10_000;
/** How often the backend looks for reminders to send, when a gateway is configured. */
export const SMS_SEND_INTERVAL_MS = 15_000;
const ANSWER_LIMIT = 64 * 1024;
const ACTOR = { name: 'system:sms', userId: null };

interface Queued { id: string; phone: string; content: string; attempts: number; template_code: string }

/** One attempt: the gateway's message id, or its refusal code (null: no answer that says). */
async function attemptSend(gateway: SmsGatewayConfig, reminder: Queued, now: number): Promise<SmsAttempt> {
  const fields = signSmsFields({
    AccessKeyId: gateway.accessKeyId, PhoneNumbers: reminder.phone, TemplateCode: reminder.template_code, Content: reminder.content,
    OutId: String(reminder.id), Timestamp: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'), SignatureNonce: `${reminder.id}-${reminder.attempts}-${now}`,
  }, gateway.accessKeySecret);
  try {
    const response = await fetch(gateway.sendUrl, {
      method: 'POST', body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, ANSWER_LIMIT);
    const answer = JSON.parse(text) as { Code?: unknown; BizId?: unknown };
    if (answer.Code === 'OK' && typeof answer.BizId === 'string' && answer.BizId) return { ok: true, messageId: answer.BizId };
    return { ok: false, code: typeof answer.Code === 'string' ? answer.Code.slice(0, 100) : null };
  } catch {
    return { ok: false, code: null };
  }
}

export interface SendSummary { sent: number; failed: number; retrying: number }

/** Sends every queued reminder due at `now` (at most `limit`), one transaction each. */
export async function sendQueuedReminders(db: Db, gateway: SmsGatewayConfig, now: number, limit = 100): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, failed: 0, retrying: 0 };
  for (let n = 0; n < limit; n++) {
    const state = await db.transaction(async (tx) => {
      const [reminder] = await tx.query<Queued>(
        `SELECT r.id, r.phone, r.content, r.attempts, t.code AS template_code FROM arrears_reminders r JOIN sms_templates t ON t.id = r.template_id
          WHERE r.state = 'queued' AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= $1)
          ORDER BY r.next_attempt_at NULLS FIRST, r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED`, [isoAt(now)]);
      if (!reminder) return null;
      const next = afterAttempt(Number(reminder.attempts), await attemptSend(gateway, reminder, now), now);
      const work = new Work(tx, ACTOR, now, 'arrears.sendReminder');
      await work.update('arrearReminder', 'arrears_reminders', Number(reminder.id), {
        state: next.state, attempts: next.attempts,
        next_attempt_at: next.state === 'queued' ? isoAt(next.nextAttemptAt) : null,
        sent_at: next.state === 'sent' ? isoAt(now) : null,
        gateway_id: next.state === 'sent' ? next.messageId : null,
        failure: next.state === 'sent' ? null : next.failure,
      });
      return next.state;
    });
    if (state === null) break;
    if (state === 'sent') summary.sent += 1; else if (state === 'failed') summary.failed += 1; else summary.retrying += 1;
  }
  return summary;
}
