// A queued message as mail_log, mail_attachments and mail_blobs hold it, read back to be sent.
import type { Reader } from '../db';
import type { MailAttachment } from './message';

export interface StoredMail {
  id: number;
  key: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Makes the Message-ID, the same on every attempt. */
  token: string;
  attachments: MailAttachment[];
}

interface MailRow { id: number; key: string; to_addresses: string[]; cc_addresses: string[]; subject: string; text_body: string; html_body: string | null; token: string }
interface AttachmentRow { filename: string; content_type: string; content: Uint8Array }

/** The message `mailId` with its attachments in order, or null. */
export async function loadMail(db: Reader, mailId: number): Promise<StoredMail | null> {
  const [row] = await db.query<MailRow>(
    'SELECT id, key, to_addresses, cc_addresses, subject, text_body, html_body, token FROM mail_log WHERE id = $1', [mailId]);
  if (!row) return null;
  const attachments = await db.query<AttachmentRow>(
    `SELECT a.filename, a.content_type, b.content FROM mail_attachments a JOIN mail_blobs b ON b.sha256 = a.sha256
      WHERE a.mail_id = $1 ORDER BY a.position`, [mailId]);
  return {
    id: Number(row.id),
    key: row.key,
    to: row.to_addresses,
    cc: row.cc_addresses,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    token: row.token,
    // PGlite's rows cross a worker thread: bytea comes back as a Uint8Array, pg's as a Buffer.
    attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content) })),
  };
}
