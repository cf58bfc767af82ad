// Queuing a message, inside the transaction that decides it (an invoice issued, the day's pack
// made): it is sent if and only if that transaction commits, once per key. The message and its
// attachments are written to mail_log, mail_attachments and mail_blobs (backend/mail/README.md
// says why there and not in the job); the outbox job only names its row.
import { createHash, randomUUID } from 'node:crypto';
import { isoAt, type Reader } from '../db';
import { enqueue, sendAgain } from '../kernel/outbox/enqueue';
import { checkedMessage, type MailAttachment, type MailMessage } from './message';
import { mailNotConfigured, findEnabledSender } from './sender-settings';

/** The outbox kind of a message to send. */
export const MAIL_SEND = 'mail.send';

export interface MailSendPayload { mailId: number }

/** The outbox key of the message of `key` (keys are shared by every kind: this one's are prefixed). */
export const mailJobKey = (key: string) => `mail:${key}`;

export interface QueuedMail {
  mailId: number;
  /** false: a message of that key was queued before (left as it was). */
  queued: boolean;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function storeAttachments(tx: Reader, mailId: number, attachments: readonly MailAttachment[], at: number): Promise<void> {
  for (const [position, attachment] of attachments.entries()) {
    const digest = sha256(attachment.content);
    await tx.query(
      'INSERT INTO mail_blobs (sha256, size, content, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256) DO NOTHING',
      [digest, attachment.content.length, attachment.content, isoAt(at)]);
    await tx.query(
      'INSERT INTO mail_attachments (mail_id, position, filename, content_type, sha256) VALUES ($1, $2, $3, $4, $5)',
      [mailId, position, attachment.filename, attachment.contentType, digest]);
  }
}

/**
 * Queues `message` under `key` at `at`, in `tx`: the deciding transaction, or a domain service's
 * Work (runService). Refuses 'mailNotConfigured' when no sender is enabled
 * (the caller decides whether its own work goes on without the mail), 'mailAddressInvalid' and
 * 'mailTooLarge' for a message no server would take.
 */
export async function enqueueMail(tx: Reader, message: MailMessage, key: string, at: number): Promise<QueuedMail> {
  const checked = checkedMessage(message);
  if (!(await findEnabledSender(tx))) throw mailNotConfigured();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO mail_log (key, to_addresses, cc_addresses, subject, text_body, html_body, token, state, attempts, queued_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', 0, $8, $8) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [key, checked.to, checked.cc ?? [], checked.subject, checked.text, checked.html ?? null, randomUUID(), isoAt(at)]);
  if (!row) {
    const [existing] = await tx.query<{ id: number }>('SELECT id FROM mail_log WHERE key = $1', [key]);
    return { mailId: Number(existing.id), queued: false };
  }
  const mailId = Number(row.id);
  await storeAttachments(tx, mailId, checked.attachments ?? [], at);
  const payload: MailSendPayload = { mailId };
  await enqueue(tx, { kind: MAIL_SEND, key: mailJobKey(key), payload }, at);
  return { mailId, queued: true };
}

/**
 * A person sends the message of `key` again (failed, or sent and to be sent once more): queued
 * afresh, due now. False when there is no such message.
 */
export async function sendMailAgain(tx: Reader, key: string, at: number): Promise<boolean> {
  const [row] = await tx.query<{ id: number }>(
    "UPDATE mail_log SET state = 'queued', attempts = 0, error = NULL, updated_at = $2 WHERE key = $1 RETURNING id", [key, isoAt(at)]);
  if (!row) return false;
  const payload: MailSendPayload = { mailId: Number(row.id) };
  await sendAgain(tx, { kind: MAIL_SEND, key: mailJobKey(key), payload }, at);
  return true;
}
