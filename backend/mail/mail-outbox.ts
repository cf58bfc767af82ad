// The outbox handler of a queued message (kind 'mail.send', queued by enqueue-mail.ts): run by the
// outbox worker outside any transaction. It reads the message and its attachments, the enabled
// sender and the password it was given, sends, and records in mail_log what the server said:
// sent (with the server's reply), or the failure (queued again for a transient one: a server
// busy, a connection cut; failed and parked for a permanent one: a 5xx reply, an address or a
// login refused). No sender enabled is transient: the message goes once someone enables one.
import { isoAt, type Queryable, type Reader } from '../db';
import type { OutboxHandler } from '../kernel/outbox/handler';
import { MAIL_SEND, type MailSendPayload } from './enqueue-mail';
import { MailSendError, sendMail, type SendOptions, type SentMail } from './send';
import { smtpSettings, type SmtpSecrets } from './sender-settings';
import { loadMail } from './stored-mail';

export interface MailerOptions {
  /** SMTP_PASSWORD, read where the process is wired (smtpSecretsFrom). */
  secrets: SmtpSecrets;
  send?: SendOptions;
}

/** What the worker records (kept as JSON on the job): the server's answer and who sent it. */
export interface MailSendAnswer extends SentMail { from: string }

/** The domain of the Message-ID: the sender's own, so receivers see it as the sender's. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1) || 'localhost';

export function mailSender(db: Reader, options: MailerOptions): OutboxHandler<MailSendPayload, MailSendAnswer> {
  return {
    kind: MAIL_SEND,
    async send(job) {
      const mail = await loadMail(db, job.payload.mailId);
      if (!mail) throw new MailSendError(`mail ${job.payload.mailId} is not in mail_log`, 'permanent', null);
      const settings = await smtpSettings(db, options.secrets);
      const sent = await sendMail(settings, {
        to: mail.to, cc: mail.cc, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments,
        messageId: `<${mail.token}@${domainOf(settings.senderEmail)}>`,
      }, options.send);
      return { ...sent, from: settings.senderEmail };
    },
    async record(tx: Queryable, job, answer, now) {
      await tx.query(
        `UPDATE mail_log SET state = 'sent', attempts = $2, from_address = $3, message_id = $4, server_response = $5, rejected = $6,
           error = NULL, sent_at = $7, updated_at = $7 WHERE id = $1`,
        [job.payload.mailId, job.attempt, answer.from, answer.messageId, answer.response, answer.rejected, isoAt(now)]);
    },
    async failed(tx: Queryable, job, error, parked, now) {
      await tx.query(
        'UPDATE mail_log SET state = $2, attempts = $3, error = $4, failed_at = $5, updated_at = $5 WHERE id = $1',
        [job.payload.mailId, parked ? 'failed' : 'queued', job.attempt, error, isoAt(now)]);
    },
    permanent: (error) => error instanceof MailSendError && error.permanent,
  };
}
