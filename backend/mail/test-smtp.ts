// The tests' SMTP peer: an SMTP server on 127.0.0.1 at a free port (smtp-peer.ts) that keeps every
// message it takes, parsed (mailparser), so a test can assert the subject, the recipients and an
// attachment's bytes; refuseNext(421 | 550) makes it refuse the next messages. senderRow() is the
// /SendEmailInfo row that points at it. With `tls`, it offers STARTTLS with a certificate of a
// throwaway authority (sim-tls.ts), which `trust` holds for the client.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ConnectionOptions } from 'node:tls';
import { makeSimTls } from '../channels/sim-tls';
import { startSmtpPeer, type PeerEnvelope, type SmtpPeer } from './smtp-peer';

export interface ReceivedMail {
  envelope: PeerEnvelope;
  /** The id the peer answered with ('queued as <id>'). */
  queueId: string;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtp extends SmtpPeer {
  received: ReceivedMail[];
  /** email_senders' columns for a sender that sends through this peer. */
  senderRow(senderEmail?: string): { host: string; port: number; sender_email: string; user_name: string | null; use_tls: boolean };
  /** With `tls`: what the client trusts the peer's certificate by (SendOptions.tls). */
  trust: ConnectionOptions | null;
}

export const TEST_SENDER_EMAIL = 'billing@parking.test';

export async function startTestSmtp(options: { login?: { user: string; pass: string }; tls?: boolean } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const material = options.tls ? makeSimTls('smtp-test') : null;
  const peer = await startSmtpPeer({
    login: options.login,
    tls: material?.server,
    async onMessage(envelope, raw) {
      const queueId = `TEST${received.length + 1}`;
      received.push({ envelope, queueId, raw, parsed: await simpleParser(raw) });
      return queueId;
    },
  });
  return {
    ...peer,
    received,
    trust: material ? { ca: material.ca } : null,
    senderRow: (senderEmail = TEST_SENDER_EMAIL) => ({
      host: peer.host, port: peer.port, sender_email: senderEmail, user_name: options.login?.user ?? null, use_tls: false,
    }),
  };
}
