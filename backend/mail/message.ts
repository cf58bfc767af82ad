// A message as the areas hand it over (an issued invoice's PDF to its buyer, the daily pack to a
// list), and the checks it passes before it is queued: every address one (the console's own rule
// of an e-mail field), at least one recipient, attachments within what a mail server takes.
import { email } from '../../lib/validation/rules';
import { refuse } from '../kernel/failures';

export interface MailAttachment {
  /** The name the receiver sees (e.g. '发票-0001.pdf'). */
  filename: string;
  /** e.g. 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'. */
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The attachments of one message together: common servers take 20 to 25 MB, base64 adds a third. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;
const BYTES_PER_MB = 1024 * 1024;
/** A subject longer than this is cut (a header line stays readable). */
export const MAIL_SUBJECT_MAX_LENGTH = 200;

const isAddress = (address: string) => email().safeParse(address).success;

/** The message as it is queued: addresses trimmed, the subject on one line; refuses what cannot be sent. */
export function checkedMessage(message: MailMessage): MailMessage {
  const to = message.to.map((a) => a.trim());
  const cc = (message.cc ?? []).map((a) => a.trim());
  if (to.length === 0) throw refuse('mailAddressInvalid', { address: '' });
  const wrong = [...to, ...cc].find((a) => !isAddress(a));
  if (wrong !== undefined) throw refuse('mailAddressInvalid', { address: wrong });
  const attachments = message.attachments ?? [];
  const bytes = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES) throw refuse('mailTooLarge', { limitMb: MAIL_ATTACHMENTS_MAX_BYTES / BYTES_PER_MB });
  const subject = message.subject.replace(/\s+/g, ' ').trim().slice(0, MAIL_SUBJECT_MAX_LENGTH);
  return { ...message, to, cc, subject, attachments };
}
