// How /SendEmailInfo's settings become an SMTP connection: TLS from the first byte on 465, STARTTLS
// when offered on another port, plain when useTls is off; a login only with a user name; every
// wait bounded; against a real peer offering STARTTLS, a message goes over TLS with useTls on and
// plain with it off. And the catcher the demo can run: each message it takes is an .eml file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catcherSender, startMailCatcher } from './catcher';
import { sendMail, transportOptions, SMTP_CONNECT_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from './send';
import type { SmtpSettings } from './sender-settings';
import { startTestSmtp } from './test-smtp';

const settings = (over: Partial<SmtpSettings> = {}): SmtpSettings => ({
  senderId: 1, host: 'smtp.example.com', port: 587, senderEmail: 'billing@example.com', userName: null, useTls: true, password: null, ...over,
});

describe('transportOptions', () => {
  it('uses TLS from the first byte on 465, STARTTLS when offered elsewhere, and none with useTls off', () => {
    expect(transportOptions(settings({ port: 465 }))).toMatchObject({ secure: true, ignoreTLS: false });
    expect(transportOptions(settings({ port: 587 }))).toMatchObject({ secure: false, ignoreTLS: false });
    expect(transportOptions(settings({ port: 587 })).requireTLS).toBeUndefined();
    expect(transportOptions(settings({ port: 25, useTls: false }))).toMatchObject({ secure: false, ignoreTLS: true });
    expect(transportOptions(settings({ port: 465, useTls: false }))).toMatchObject({ secure: false, ignoreTLS: true });
  });

  it('logs in only with a user name, and bounds every wait', () => {
    expect(transportOptions(settings()).auth).toBeUndefined();
    expect(transportOptions(settings({ userName: 'billing', password: 'pw' })).auth).toEqual({ user: 'billing', pass: 'pw' });
    expect(transportOptions(settings())).toMatchObject({
      connectionTimeout: SMTP_CONNECT_TIMEOUT_MS, greetingTimeout: SMTP_CONNECT_TIMEOUT_MS, socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
  });
});

describe('STARTTLS against a peer that offers it', () => {
  const mail = (n: number) => ({ to: ['buyer@example.com'], cc: [], subject: `TLS ${n}`, text: 'x', html: null, attachments: [], messageId: `<tls-${n}@example.com>` });

  it('upgrades with useTls on, talks plain with it off, and refuses a certificate it does not trust', async () => {
    const peer = await startTestSmtp({ tls: true });
    try {
      const at = (useTls: boolean) => settings({ host: peer.host, port: peer.port, useTls });
      await sendMail(at(true), mail(1), { tls: peer.trust! });
      await sendMail(at(false), mail(2), { tls: peer.trust! });
      expect(peer.received.map((m) => [m.parsed.subject, m.envelope.secure])).toEqual([['TLS 1', true], ['TLS 2', false]]);
      // A certificate of an authority not trusted: nothing goes; a TLS failure counts as the connection's (tried again, then parked).
      await expect(sendMail(at(true), mail(3))).rejects.toMatchObject({ name: 'MailSendError', kind: 'transient' });
      expect(peer.received).toHaveLength(2);
    } finally {
      await peer.close();
    }
  });
});

describe('the mail catcher', () => {
  it('writes each message it takes into its folder as an .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-'));
    const catcher = await startMailCatcher({ dir: path.join(dir, 'mail'), now: () => Date.parse('2026-11-28T08:00:00Z') });
    try {
      const row = catcherSender(catcher, 'demo@parking.test');
      const sent = await sendMail(
        settings({ host: row.host, port: row.port, senderEmail: row.sender_email, useTls: row.use_tls }),
        { to: ['newcomer@example.com'], cc: [], subject: 'Daily pack', text: 'Hello', html: null, attachments: [], messageId: '<catcher-1@parking.test>' });
      expect(sent.response).toContain('2026-11-28T08-00-00-000Z-0001.eml');
      const files = fs.readdirSync(catcher.dir);
      expect(files).toEqual(['2026-11-28T08-00-00-000Z-0001.eml']);
      const eml = fs.readFileSync(path.join(catcher.dir, files[0]), 'utf8');
      expect(eml).toContain('Subject: Daily pack');
      expect(eml).toContain('Message-ID: <catcher-1@parking.test>');
    } finally {
      await catcher.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
