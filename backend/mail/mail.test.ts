// Mail end to end, on PGlite (and PostgreSQL when DATABASE_URL is set), through the outbox worker
// to a real SMTP peer on 127.0.0.1 (test-smtp.ts): a message queued in a transaction that rolls
// back is never sent; one queued is sent once, its attachments byte-identical; a server busy
// (421) is tried again until it takes the message; a refusal (550) parks it, logged with the
// server's words, until a person sends it again; no sender enabled is a clear refusal.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { migrate } from '../db/migrate';
import { AshxFailure } from '../kernel/failures';
import { startOutboxWorker, type OutboxWorker } from '../kernel/outbox/worker';
import { backendMessage } from '../messages';
import { testDatabases } from '../test/harness';
import { enqueueMail, mailJobKey, sendMailAgain } from './enqueue-mail';
import { mailSender } from './mail-outbox';
import type { MailMessage } from './message';
import { smtpSettings } from './sender-settings';
import { startTestSmtp, TEST_SENDER_EMAIL, type TestSmtp } from './test-smtp';

jest.setTimeout(60_000);

/** A PDF-like body with every byte value in it, so an encoding slip shows. */
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(150_000)]);
const xlsxBytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(40_000)]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const invoiceMail = (to = 'buyer@example.com'): MailMessage => ({
  to: [to],
  cc: ['finance@example.com'],
  subject: '电子发票 Invoice 0001',
  text: 'Your invoice is attached.',
  html: '<p>Your invoice is attached.</p>',
  attachments: [
    { filename: '发票-0001.pdf', contentType: 'application/pdf', content: pdfBytes },
    { filename: 'daily-pack.xlsx', contentType: XLSX_TYPE, content: xlsxBytes },
  ],
});

describe.each(testDatabases())('mail on $name', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let peer: TestSmtp;
  let worker: OutboxWorker;
  let clock = Date.parse('2026-11-28T08:00:00Z');
  const now = () => clock;
  const write = <R>(fn: (tx: Queryable) => Promise<R>) => db.transaction(fn);
  const logOf = async (key: string) => (await db.query<{ state: string; attempts: number; error: string | null; message_id: string | null; server_response: string | null; from_address: string | null }>(
    'SELECT state, attempts, error, message_id, server_response, from_address FROM mail_log WHERE key = $1', [key]))[0];
  const jobOf = async (key: string) => (await db.query<{ state: string; attempts: number; due_at: unknown }>(
    'SELECT state, attempts, due_at FROM outbox_jobs WHERE key = $1', [mailJobKey(key)]))[0];
  const addSender = async (row: ReturnType<TestSmtp['senderRow']>, status = 1) => {
    const [{ id }] = await db.query<{ id: number }>(
      'INSERT INTO email_senders (host, port, sender_email, user_name, use_tls, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [row.host, row.port, row.sender_email, row.user_name, row.use_tls, status]);
    return Number(id);
  };
  /** Moves the clock to the job's next attempt. */
  const untilDue = async (key: string) => { clock = Math.max(clock, Number(new Date((await jobOf(key)).due_at as string))); };

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await migrate(db);
    peer = await startTestSmtp();
    worker = startOutboxWorker(db, [mailSender(db, { secrets: { password: null } })], { now, autoStart: false, random: () => 0.5 });
  });
  afterAll(async () => {
    await worker?.close();
    await peer?.close();
    await dispose?.();
  });
  beforeEach(async () => {
    peer.received.length = 0;
    await db.query('DELETE FROM email_senders');
    await addSender(peer.senderRow());
  });

  it('never sends a message queued in a transaction that rolled back', async () => {
    await expect(write(async (tx) => {
      await enqueueMail(tx, invoiceMail(), 'invoice-rolled-back', now());
      throw new Error('the invoice was not issued');
    })).rejects.toThrow('the invoice was not issued');
    expect(await logOf('invoice-rolled-back')).toBeUndefined();
    expect(await jobOf('invoice-rolled-back')).toBeUndefined();
    expect(await worker.drain()).toBe(0);
    expect(peer.received).toHaveLength(0);
  });

  it('sends a queued message once, its attachments byte-identical, and logs what the server said', async () => {
    expect(await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-0001', now()))).toMatchObject({ queued: true });
    expect(await logOf('invoice-0001')).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await worker.drain()).toBe(1);
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.envelope).toEqual({ from: TEST_SENDER_EMAIL, to: ['buyer@example.com', 'finance@example.com'], secure: false });
    expect(mail.parsed.subject).toBe('电子发票 Invoice 0001');
    expect(mail.parsed.text?.trim()).toBe('Your invoice is attached.');
    expect(mail.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['发票-0001.pdf', 'application/pdf'], ['daily-pack.xlsx', XLSX_TYPE]]);
    expect(mail.parsed.attachments[0].content.equals(pdfBytes)).toBe(true);
    expect(mail.parsed.attachments[1].content.equals(xlsxBytes)).toBe(true);
    const log = await logOf('invoice-0001');
    expect(log).toMatchObject({ state: 'sent', attempts: 1, error: null, from_address: TEST_SENDER_EMAIL, message_id: mail.parsed.messageId });
    expect(log.message_id).toMatch(/^<[0-9a-f-]+@parking\.test>$/);
    expect(log.server_response).toContain(`queued as ${mail.queueId}`);
    expect(await jobOf('invoice-0001')).toMatchObject({ state: 'done', attempts: 1 });
    // Nothing more to send, and the same key queued again is the same message.
    expect(await worker.drain()).toBe(0);
    expect(await write((tx) => enqueueMail(tx, invoiceMail('other@example.com'), 'invoice-0001', now()))).toMatchObject({ queued: false });
    expect(await worker.drain()).toBe(0);
    expect(peer.received).toHaveLength(1);
  });

  it('keeps one copy of an attachment mailed in several messages', async () => {
    const pack = (to: string): MailMessage => ({ to: [to], subject: 'Daily pack', text: 'Attached.', attachments: [{ filename: 'pack.xlsx', contentType: XLSX_TYPE, content: xlsxBytes }] });
    await write(async (tx) => {
      await enqueueMail(tx, pack('a@example.com'), 'pack-a', now());
      await enqueueMail(tx, pack('b@example.com'), 'pack-b', now());
    });
    const [{ blobs }] = await db.query<{ blobs: number }>(
      "SELECT count(DISTINCT a.sha256)::int AS blobs FROM mail_attachments a JOIN mail_log m ON m.id = a.mail_id WHERE m.key IN ('pack-a', 'pack-b')");
    expect(blobs).toBe(1);
    expect(await worker.drain()).toBe(2);
    expect(peer.received.map((m) => m.parsed.attachments[0].content.equals(xlsxBytes))).toEqual([true, true]);
  });

  it('tries a busy server (421) again until it takes the message: sent once, after 3 attempts', async () => {
    peer.refuseNext(421, 2);
    await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-busy', now()));
    expect(await worker.step()).toBe(1);
    expect(await jobOf('invoice-busy')).toMatchObject({ state: 'retrying', attempts: 1 });
    const first = await logOf('invoice-busy');
    expect(first).toMatchObject({ state: 'queued', attempts: 1 });
    expect(first.error).toContain('421');
    // Not before its wait.
    expect(await worker.step()).toBe(0);
    await untilDue('invoice-busy');
    expect(await worker.step()).toBe(1);
    expect(await logOf('invoice-busy')).toMatchObject({ state: 'queued', attempts: 2 });
    await untilDue('invoice-busy');
    expect(await worker.step()).toBe(1);
    expect(peer.received).toHaveLength(1);
    expect(await logOf('invoice-busy')).toMatchObject({ state: 'sent', attempts: 3, error: null });
    expect(await jobOf('invoice-busy')).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('parks a message the server refuses (550), logged with the refusal, until a person sends it again', async () => {
    peer.refuseNext(550);
    await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-refused', now()));
    expect(await worker.drain()).toBe(1);
    expect(peer.received).toHaveLength(0);
    expect(await jobOf('invoice-refused')).toMatchObject({ state: 'parked', attempts: 1 });
    const log = await logOf('invoice-refused');
    expect(log).toMatchObject({ state: 'failed', attempts: 1, message_id: null });
    expect(log.error).toMatch(/550.*refused/);
    // Parked: no later round takes it.
    clock += 3_600_000;
    expect(await worker.drain()).toBe(0);
    expect(await write((tx) => sendMailAgain(tx, 'invoice-refused', now()))).toBe(true);
    expect(await logOf('invoice-refused')).toMatchObject({ state: 'queued', attempts: 0, error: null });
    expect(await worker.drain()).toBe(1);
    expect(peer.received).toHaveLength(1);
    expect(await logOf('invoice-refused')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await write((tx) => sendMailAgain(tx, 'no-such-mail', now()))).toBe(false);
  });

  it('logs the recipients the server refused while it took the message for the others, and parks one it took for none', async () => {
    peer.refuseRecipient('gone@example.com');
    await write((tx) => enqueueMail(tx, { ...invoiceMail(), to: ['buyer@example.com', 'gone@example.com'], cc: [] }, 'invoice-partly', now()));
    await write((tx) => enqueueMail(tx, { ...invoiceMail('gone@example.com'), cc: [] }, 'invoice-nobody', now()));
    expect(await worker.drain()).toBe(2);
    expect(peer.received.map((m) => m.envelope.to)).toEqual([['buyer@example.com']]);
    const [partly] = await db.query<{ state: string; rejected: string[] }>("SELECT state, rejected FROM mail_log WHERE key = 'invoice-partly'");
    expect(partly).toEqual({ state: 'sent', rejected: ['gone@example.com'] });
    const nobody = await logOf('invoice-nobody');
    expect(nobody).toMatchObject({ state: 'failed', attempts: 1 });
    expect(nobody.error).toMatch(/^EENVELOPE: .*550/);
  });

  it('refuses to queue without an enabled sender, in both languages, and queues nothing', async () => {
    await db.query('UPDATE email_senders SET status = 0');
    const refusal = await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-no-sender', now())).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AshxFailure);
    expect(refusal).toMatchObject({ statusCode: 400, code: 'mailNotConfigured' });
    expect(backendMessage('en-US', 'mailNotConfigured')).toMatch(/No mail sender is enabled.*\/SendEmailInfo/);
    expect(backendMessage('zh-CN', 'mailNotConfigured')).toMatch(/没有启用的发件邮箱.*\/SendEmailInfo/);
    expect(await logOf('invoice-no-sender')).toBeUndefined();
    await expect(smtpSettings(db, { password: null })).rejects.toMatchObject({ code: 'mailNotConfigured' });
  });

  it('keeps a message queued while its sender is disabled, and sends it once one is enabled', async () => {
    await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-sender-off', now()));
    await db.query('UPDATE email_senders SET status = 0');
    expect(await worker.step()).toBe(1);
    expect(await logOf('invoice-sender-off')).toMatchObject({ state: 'queued', attempts: 1, error: 'mailNotConfigured' });
    await db.query('UPDATE email_senders SET status = 1');
    await untilDue('invoice-sender-off');
    expect(await worker.step()).toBe(1);
    expect(await logOf('invoice-sender-off')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends from the enabled sender of the lowest id', async () => {
    await db.query('DELETE FROM email_senders');
    await addSender(peer.senderRow('disabled@parking.test'), 0);
    const first = await addSender(peer.senderRow('first@parking.test'));
    await addSender(peer.senderRow('second@parking.test'));
    expect(await smtpSettings(db, { password: 'secret' })).toMatchObject({ senderId: first, senderEmail: 'first@parking.test', password: 'secret', useTls: false });
    await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-lowest', now()));
    expect(await worker.drain()).toBe(1);
    expect(peer.received[0].envelope.from).toBe('first@parking.test');
  });

  it('refuses to queue a message to an address that is not one, or too large', async () => {
    await expect(write((tx) => enqueueMail(tx, invoiceMail('not-an-address'), 'invoice-bad-address', now())))
      .rejects.toMatchObject({ code: 'mailAddressInvalid', values: { address: 'not-an-address' } });
    const huge = { ...invoiceMail(), attachments: [{ filename: 'huge.pdf', contentType: 'application/pdf', content: Buffer.alloc(16 * 1024 * 1024) }] };
    await expect(write((tx) => enqueueMail(tx, huge, 'invoice-huge', now()))).rejects.toMatchObject({ code: 'mailTooLarge' });
    expect(await logOf('invoice-bad-address')).toBeUndefined();
  });

  it('tries again when the server cannot be reached', async () => {
    const gone = await startTestSmtp();
    await gone.close();
    await db.query('DELETE FROM email_senders');
    await addSender(gone.senderRow());
    await write((tx) => enqueueMail(tx, invoiceMail(), 'invoice-unreachable', now()));
    expect(await worker.step()).toBe(1);
    expect(await jobOf('invoice-unreachable')).toMatchObject({ state: 'retrying' });
    expect((await logOf('invoice-unreachable')).error).toMatch(/ECONNECTION|ECONNREFUSED/);
  });
});

describe.each(testDatabases())('mail with a login on $name', (database) => {
  const LOGIN = { user: 'billing', pass: 'Smtp#pass-1' };
  let db: Db;
  let dispose: () => Promise<void>;
  let peer: TestSmtp;
  const clock = Date.parse('2026-11-28T08:00:00Z');

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await migrate(db);
    peer = await startTestSmtp({ login: LOGIN });
    const row = peer.senderRow();
    await db.query('INSERT INTO email_senders (host, port, sender_email, user_name, use_tls, status) VALUES ($1, $2, $3, $4, $5, 1)',
      [row.host, row.port, row.sender_email, row.user_name, row.use_tls]);
  });
  afterAll(async () => {
    await peer?.close();
    await dispose?.();
  });

  /** Queues `key` and lets a worker with `password` send it. */
  async function sendWith(password: string | null, key: string) {
    const worker = startOutboxWorker(db, [mailSender(db, { secrets: { password } })], { now: () => clock, autoStart: false });
    await db.transaction((tx) => enqueueMail(tx, invoiceMail(), key, clock));
    await worker.drain();
    await worker.close();
    return (await db.query<{ state: string; error: string | null }>('SELECT state, error FROM mail_log WHERE key = $1', [key]))[0];
  }

  it('logs in with the password it was given (SMTP_PASSWORD)', async () => {
    expect(await sendWith(LOGIN.pass, 'login-right')).toMatchObject({ state: 'sent', error: null });
    expect(peer.received).toHaveLength(1);
  });

  it('parks the message when the password is refused (535) or missing', async () => {
    const refused = await sendWith('wrong', 'login-wrong');
    expect(refused.state).toBe('failed');
    expect(refused.error).toContain('535');
    const missing = await sendWith(null, 'login-missing');
    expect(missing.state).toBe('failed');
    expect(missing.error).toContain('SMTP_PASSWORD');
    expect(peer.received).toHaveLength(1);
  });
});
