// A small SMTP server on 127.0.0.1 (smtp-server, Nodemailer's family) that takes every message
// and hands its envelope and raw bytes on: the tests' peer (test-smtp.ts) and the demo's catcher
// (catcher.ts) stand on it. Plain SMTP unless given a certificate (then it offers STARTTLS): it
// never leaves the machine. It can be told to refuse the next messages with a reply code (421:
// try later; 550: refused for good) or a recipient (550), and to require a login.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export const LOOPBACK = '127.0.0.1';
/** The largest message it takes (bytes): above the attachments' limit with base64 on top. */
const PEER_MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

export interface PeerEnvelope {
  from: string;
  to: string[];
  /** Whether the message came over TLS (STARTTLS taken). */
  secure: boolean;
}

export interface SmtpPeerOptions {
  /** Called with each message taken; its answer names the message in the 250 reply (a queue id). */
  onMessage(envelope: PeerEnvelope, raw: Buffer): Promise<string> | string;
  /** Require this login (PLAIN or LOGIN); unset: anyone may send. */
  login?: { user: string; pass: string };
  /** Port to listen on; 0 (default): any free port. */
  port?: number;
  /** Offer STARTTLS with this certificate (for 127.0.0.1); unset: plain only. */
  tls?: { key: string; cert: string };
}

/** A refusal the peer answers with, at the end of a message's data. */
export type PeerRefusal = 421 | 550;

const REFUSAL_TEXT: Record<PeerRefusal, string> = {
  421: 'Service not available, try again later',
  550: 'Mailbox unavailable: message refused',
};

export interface SmtpPeer {
  host: string;
  port: number;
  /** The next `times` messages are refused with `code` (after their data: the client sent it all). */
  refuseNext(code: PeerRefusal, times?: number): void;
  /** Refuses `address` as a recipient (550 to its RCPT TO), from now on. */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

/** An SMTP error with its reply code, as smtp-server sends it. */
function smtpRefusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSmtpPeer(options: SmtpPeerOptions): Promise<SmtpPeer> {
  const refusals: PeerRefusal[] = [];
  const refusedRecipients = new Set<string>();
  const login = options.login;
  const disabled = [...(options.tls ? [] : ['STARTTLS']), ...(login ? [] : ['AUTH'])];
  const server = new SMTPServer({
    secure: false,
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    disabledCommands: disabled,
    authOptional: !login,
    // A login over plain SMTP: the peer is on the loopback only.
    allowInsecureAuth: true,
    size: PEER_MAX_MESSAGE_BYTES,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(smtpRefusal(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase())) callback(smtpRefusal(550, 'No such user here'));
      else callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      readAll(stream).then(async (raw) => {
        const refusal = refusals.shift();
        if (refusal) return callback(smtpRefusal(refusal, REFUSAL_TEXT[refusal]));
        const envelope: PeerEnvelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
        };
        const id = await options.onMessage(envelope, raw);
        return callback(null, `Ok: queued as ${id}`);
      }).catch((error: unknown) => callback(smtpRefusal(451, `Local error: ${error instanceof Error ? error.message : String(error)}`)));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, () => { server.off('error', reject); resolve(); });
  });
  // A client that drops mid-message is the client's problem, not the peer's.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    host: LOOPBACK,
    port,
    refuseNext(code, times = 1) { for (let n = 0; n < times; n++) refusals.push(code); },
    refuseRecipient(address) { refusedRecipients.add(address.toLowerCase()); },
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}
