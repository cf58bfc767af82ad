// One message through SMTP (Nodemailer), outside any transaction. TLS as /SendEmailInfo's useTls
// and the port imply: port 465 is TLS from the first byte; any other port upgrades with STARTTLS
// when the server offers it; useTls off talks plain. Every wait is bounded, well inside the
// outbox's lease (OUTBOX_LEASE_MS), so a live worker always finishes before another takes over.
// A failure is thrown as MailSendError, transient (tried again) or permanent (parked at once).
import type { ConnectionOptions } from 'node:tls';
import { createTransport } from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import { classifySmtpFailure, type SmtpFailureKind } from './classify';
import type { MailAttachment } from './message';
import type { SmtpSettings } from './sender-settings';

/** The port of SMTP over TLS from the first byte (RFC 8314); other ports use STARTTLS. */
export const IMPLICIT_TLS_PORT = 465;
/** Connecting, and the server's greeting, each at most this long. */
export const SMTP_CONNECT_TIMEOUT_MS = 5_000;
/** The longest silence of the server once connected (the message's upload included). */
export const SMTP_SOCKET_TIMEOUT_MS = 15_000;

export interface OutgoingMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** The Message-ID header ('<id@domain>'), the same on every attempt of one message. */
  messageId: string;
}

export interface SentMail {
  /** The Message-ID header sent. */
  messageId: string;
  /** The server's final reply (e.g. '250 2.0.0 Ok: queued as 4F1C2'), which carries its own queue id. */
  response: string;
  accepted: string[];
  /** Recipients the server refused while it took the message for the others. */
  rejected: string[];
}

export class MailSendError extends Error {
  constructor(message: string, readonly kind: SmtpFailureKind, readonly responseCode: number | null) {
    super(message);
    this.name = 'MailSendError';
  }
  get permanent(): boolean { return this.kind === 'permanent'; }
}

export interface SendOptions {
  /** TLS settings beyond the defaults (a private CA a test or a site trusts). */
  tls?: ConnectionOptions;
}

/** Nodemailer's SMTP options for `settings`. */
export function transportOptions(settings: SmtpSettings, options: SendOptions = {}): SMTPTransportOptions {
  const implicitTls = settings.useTls && settings.port === IMPLICIT_TLS_PORT;
  return {
    host: settings.host,
    port: settings.port,
    secure: implicitTls,
    // useTls off: never upgrade. On, another port: upgrade when offered (STARTTLS is opportunistic).
    ignoreTLS: !settings.useTls,
    auth: settings.userName ? { user: settings.userName, pass: settings.password ?? undefined } : undefined,
    connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    dnsTimeout: SMTP_CONNECT_TIMEOUT_MS,
    ...(options.tls ? { tls: options.tls } : {}),
  };
}

const addressesOf = (list: unknown): string[] => (Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown }).address ?? a))) : []);

/** A failure of Nodemailer as a MailSendError, kept to what a person can read. */
export function mailSendError(error: unknown): MailSendError {
  const fields = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const kind = classifySmtpFailure(fields);
  const code = typeof fields.code === 'string' ? `${fields.code}: ` : '';
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  return new MailSendError(`${code}${message}`, kind, typeof fields.responseCode === 'number' ? fields.responseCode : null);
}

/** Sends `mail` from the sender of `settings`; the server's answer, or a MailSendError. */
export async function sendMail(settings: SmtpSettings, mail: OutgoingMail, options: SendOptions = {}): Promise<SentMail> {
  if (settings.userName && !settings.password) {
    // A login without its password fails at the server on every attempt: say why, and park.
    throw new MailSendError(`SMTP_PASSWORD is not set for the login ${settings.userName}`, 'permanent', null);
  }
  const transport = createTransport(transportOptions(settings, options));
  try {
    const info = await transport.sendMail({
      from: settings.senderEmail,
      to: mail.to,
      cc: mail.cc.length ? mail.cc : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      messageId: mail.messageId,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      // Only what we hand over: no file or URL is read on a message's behalf.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return { messageId: info.messageId, response: info.response, accepted: addressesOf(info.accepted), rejected: addressesOf(info.rejected) };
  } catch (error) {
    throw mailSendError(error);
  } finally {
    transport.close();
  }
}
