// The demo's mail catcher: an SMTP server on 127.0.0.1 that takes every message and writes it as
// an .eml file (opened by any mail program) into a folder, so a newcomer running the demo sees
// the invoices and daily packs the backend mails without a real mail server. Nothing leaves the
// machine. The demo points its /SendEmailInfo sender at it (catcherSender).
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

export interface MailCatcherOptions {
  /** Where the .eml files go (created when missing), e.g. $DATA_DIR/mail. */
  dir: string;
  /** 0 (default): any free port. */
  port?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface MailCatcher extends SmtpPeer {
  dir: string;
}

/** A file name that sorts by arrival: the time, then a count in case two arrive in one millisecond. */
const fileName = (at: number, n: number) => `${new Date(at).toISOString().replace(/[:.]/g, '-')}-${String(n).padStart(4, '0')}.eml`;

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const now = options.now ?? Date.now;
  await fs.promises.mkdir(options.dir, { recursive: true });
  let count = 0;
  const peer = await startSmtpPeer({
    port: options.port,
    async onMessage(envelope, raw) {
      count += 1;
      const name = fileName(now(), count);
      await fs.promises.writeFile(path.join(options.dir, name), raw);
      options.log?.(`Mail caught: ${envelope.to.join(', ')} -> ${path.join(options.dir, name)}`);
      return name;
    },
  });
  return { ...peer, dir: options.dir };
}

/** email_senders' columns of a sender that mails into the catcher. */
export function catcherSender(catcher: SmtpPeer, senderEmail: string) {
  return { host: catcher.host, port: catcher.port, sender_email: senderEmail, user_name: null, use_tls: false, status: 1 };
}
