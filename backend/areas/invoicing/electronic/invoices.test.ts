// Electronic invoices through the real HTTP backend, its outbox and the simulated 诺诺 platform
// (docs/invoicing.md): two payments of a payer on one invoice, issued with a 20-digit number; a
// second invoice of one of them refused, and bad input refused with nothing written; a refund of
// an invoiced payment reversed by a red invoice of exactly its line; a wrong invoice reversed in
// full by a person (its payments free again) and a second full reversal refused; a company buyer
// who confirmed the invoice's use confirming the red; the PDF read back; invoiced minus reversed on
// the daily settlement. Then the platform down, a backend killed mid-issue and two workers racing:
// every invoice issued once at the platform, none lost.
import { INVOICE_STATE } from '../../../../lib/invoicing/invoice-machine';
import { RED_CONFIRMATION_STATE } from '../../../../lib/invoicing/red-confirmation-machine';
import { INVOICING_AREA } from '../../../../lib/areas/invoicing/manifest';
import { REFUND_SCREENS } from '../../../../lib/areas/refunds/screens';
import { SETTLEMENT_SCREENS } from '../../../../lib/areas/settlement/screens';
import { hashPassword } from '../../../auth/passwords';
import { atRestKeyFrom } from '../../../channels/at-rest';
import { startSimInvoice, type SimInvoicePlatform } from '../../../channels/sim-invoice';
import { openPostgres, type Db } from '../../../db';
import { claimDue } from '../../../kernel/outbox/claim';
import { OUTBOX_LEASE_MS, startOutboxWorker } from '../../../kernel/outbox/worker';
import { runService } from '../../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, SECRET, startBackend, testDatabases, type TestBackend } from '../../../test/harness';
import { HOUR, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { screenCalls, type Row } from '../../../test/screen-calls';
import { bookPayment } from '../../charging/payments';
import { exitStay } from '../../charging/stays';
import { quoteStay } from '../../orders/quote';
import { readPdfText } from '../pdf/read-back';
import { startTestSmtp, type TestSmtp } from '../../../mail/test-smtp';
import { SETTINGS_SCREENS } from '../../../../lib/areas/settings/screens';
import { INVOICE_ISSUE, invoiceIssuer, type IssuePayload } from './issue-outbox';
import { requestInvoice } from './request';
import { reverseRefunds } from './reverse';
import { sweepRedConfirmations } from './red-outbox';

jest.setTimeout(180_000);

const OUTBOX = { autoStart: false, backoff: { baseMs: 500, maxMs: 1_000, maxAttempts: 3 } };
const SELLER = { appKey: 'SIMKEY0001', appSecret: 'SIMSECRET0001', accessToken: 'SIMTOKEN0001', taxId: '91330106MA2H0KX170', name: '示范停车管理有限公司' };
/** A company buyer's unified social credit code (the check character right). */
const COMPANY_TAX_ID = '91110000100018267J';

describe.each(testDatabases())('electronic invoices on $name', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let url: string | undefined;
  let t: TestBackend;
  let platform: SimInvoicePlatform;
  let peer: TestSmtp;
  let lot = 0;
  let plateNo = 0;
  let press = 0;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({
    backend: () => t, tokens, screens: [...INVOICING_AREA.screens, ...REFUND_SCREENS, ...SETTLEMENT_SCREENS, ...SETTINGS_SCREENS], pageSize: 100,
  });
  const key = () => `press-invoice-${String((press += 1)).padStart(4, '0')}`;
  const drain = async () => { let n = 0; for (let i = 0; i < 20; i += 1) { const done = await t.backend.outbox.drain(); n += done; if (!done) break; } return n; };
  const count = async (sql: string, values: unknown[] = []) => Number((await db.query<{ n: number }>(sql, values))[0].n);

  /** A stay of `plate` paid `hours` of the hourly rate (2.00 an hour) in cash: its payment's row. */
  async function paid(plate: string, hours: number): Promise<Row> {
    const stay = await enter(db, lot, plate, t.clock.now() - hours * HOUR + 60_000);
    await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: t.clock.now() }));
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' },
      { name: 'admin', userId: null }, { at: t.clock.now(), idempotencyKey: `book-${stay.stayNo}` }));
    await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, { name: 'test', userId: null }, { at: t.clock.now() }));
    const [row] = (await list('invoiceablePayment', { plate })).rows.filter((r) => !seen.has(r.id));
    seen.add(row.id);
    return row;
  }
  const seen = new Set<number>();
  const newPlate = () => `浙A${String((plateNo += 1)).padStart(5, '0')}`;
  const invoiceOf = async (invoiceNo: unknown) => (await list('electronicInvoice', { invoiceNo })).rows[0];
  const ask = (ids: number[], values: Record<string, unknown>) => rowAction<{ invoiceNo: string }>('invoiceablePayment', 'invoice', ids, values);
  /** The invoice asked for these payments: its request number. */
  const asked = async (ids: number[], values: Record<string, unknown>) => (await ok<{ result: { invoiceNo: string } }>(ask(ids, values))).result.invoiceNo;
  const person = (amount: number) => ({ amount, buyerKind: 'person', buyerName: '王先生' });

  beforeAll(async () => {
    ({ db, dispose, url } = await database.open());
    t = await startBackend(db, { outbox: OUTBOX, mail: { secrets: { password: null } } });
    peer = await startTestSmtp();
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    await db.query(`INSERT INTO users (login_name, display_name, password_hash, role_group_id)
      SELECT 'approver', 'Approver', $1, role_group_id FROM users WHERE login_name = 'admin'`, [await hashPassword(DEMO_PASSWORD)]);
    tokens.approver = await t.signIn('approver', DEMO_PASSWORD);
    platform = await startSimInvoice({ accounts: [SELLER], delayMs: 0, now: () => t.clock.now() });
    lot = await addLot(db, 'Invoicing lot');
    await addRate(db, lot);
    const seller = await create('invoiceSeller', {
      name: SELLER.name, taxId: SELLER.taxId, addressPhone: '杭州市滨江区江南大道 1 号 0571-86001234', bankAccount: '工商银行杭州分行 1202000000000000001',
      drawer: '李会计', itemName: '', taxCode: '', taxRate: 500, gatewayUrl: platform.gatewayUrl, appKey: SELLER.appKey, appSecret: SELLER.appSecret,
      accessToken: SELLER.accessToken, status: 1, remark: null,
    });
    await ok(rowAction('invoiceSeller', 'sellerLots', [seller.id], { lotIds: [lot] }));
  });
  afterAll(async () => {
    await platform?.close();
    await peer?.close();
    await t?.close();
    await dispose?.();
  });

  it('bundles two payments of a payer into one invoice, issued with a 20-digit number, its tax split per line, and mails its PDF', async () => {
    const row = peer.senderRow();
    await create('emailSender', { host: row.host, port: row.port, senderEmail: row.sender_email, userName: row.user_name, useTls: false, status: 1 });
    const plate = newPlate();
    const [a, b] = [await paid(plate, 2), await paid(plate, 3)];
    expect([a.amount, b.amount]).toEqual([400, 600]);
    const invoiceNo = await asked([a.id, b.id], { amount: 1000, buyerKind: 'company', buyerName: '杭州某科技有限公司', buyerTaxId: COMPANY_TAX_ID.toLowerCase(), buyerEmail: 'finance@example.com' });
    expect(await invoiceOf(invoiceNo)).toMatchObject({ state: INVOICE_STATE.issuing, gross: 1000, buyerTaxId: COMPANY_TAX_ID });
    expect(await drain()).toBeGreaterThan(0);
    const invoice = await invoiceOf(invoiceNo);
    expect(invoice).toMatchObject({ state: INVOICE_STATE.issued, kind: 'blue', gross: 1000 });
    expect(String(invoice.number)).toMatch(/^\d{20}$/);
    // 5 %: 4.00 -> 3.81 + 0.19, 6.00 -> 5.71 + 0.29.
    expect([invoice.net, invoice.tax]).toEqual([952, 48]);
    expect(platform.invoices().filter((i) => i.orderNo === invoiceNo)).toHaveLength(1);
    // Paid off the list of what may be invoiced.
    expect((await list('invoiceablePayment', { plate })).rows).toHaveLength(0);
    // Mailed to the buyer with its PDF (rendered by a job of its own, sent by the mail's).
    const [mail] = peer.received.filter((m) => m.envelope.to.includes('finance@example.com'));
    expect(mail.parsed.subject).toContain(String(invoice.number));
    const [attachment] = mail.parsed.attachments;
    expect(attachment.filename).toBe(`电子发票-${invoice.number}.pdf`);
    expect(await readPdfText(attachment.content)).toContain(String(invoice.number));
  });

  it('refuses the payments of a lot without a seller, naming the lot', async () => {
    const bare = await addLot(db, 'Lot without a seller');
    await addRate(db, bare);
    const plate = newPlate();
    const stay = await enter(db, bare, plate, t.clock.now() - HOUR);
    await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: t.clock.now() }));
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' }, { name: 'admin', userId: null }, { at: t.clock.now(), idempotencyKey: `book-${stay.stayNo}` }));
    const [payment] = (await list('invoiceablePayment', { plate })).rows;
    const answer = await ask([payment.id], person(Number(payment.amount)));
    expect(answer.ok ? '' : answer.error.detail).toBe('Lot without a seller has no enabled invoice seller: set one on Invoice sellers.');
  });

  it('refuses a second invoice of a payment, a wrong amount, another payer, a bad tax ID, and writes nothing', async () => {
    const plate = newPlate();
    const [a, b] = [await paid(plate, 1), await paid(plate, 1)];
    const other = await paid(newPlate(), 1);
    const before = await count('SELECT count(*)::int AS n FROM invoices');
    const refused = async (ids: number[], values: Record<string, unknown>) => {
      const answer = await ask(ids, values);
      expect(answer.ok).toBe(false);
      return answer.ok ? '' : String(answer.error.detail);
    };
    expect(await refused([a.id, b.id], person(300))).toMatch(/sum of the payments/);
    expect(await refused([a.id, other.id], person(400))).toMatch(/one payer/);
    expect(await refused([a.id], { amount: 200, buyerKind: 'company', buyerName: 'X 公司', buyerTaxId: '91110000100018267K' })).toMatch(/check character/);
    expect(await count('SELECT count(*)::int AS n FROM invoices')).toBe(before);
    await ok(ask([a.id], person(200)));
    // No longer offered on the screen; asked all the same (two cashiers at once, the driver's page): refused.
    expect(await refused([a.id, b.id], person(400))).toMatch(/does not exist/);
    await expect(db.transaction((tx) => runService(tx, requestInvoice, { paymentIds: [a.id, b.id], amount: 400, buyer: { kind: 'person', name: '王先生' }, source: 'console' },
      { name: 'test', userId: null }, { at: t.clock.now() }))).rejects.toMatchObject({ code: 'invoicePaymentInvoiced' });
    expect(await count('SELECT count(*)::int AS n FROM invoices')).toBe(before + 1);
  });

  it('reverses by a red invoice exactly the line of a refunded payment, once, and puts both on the daily settlement', async () => {
    const plate = newPlate();
    const [a, b] = [await paid(plate, 2), await paid(plate, 1)];
    const invoiceNo = await asked([a.id, b.id], person(600));
    await drain();
    const blue = await invoiceOf(invoiceNo);
    // 1.50 of the 4.00 payment handed back in cash: asked, reviewed and confirmed by another person.
    const [payment] = (await list('refundablePayment', { plate })).rows.filter((p) => p.amount === 400);
    const refund = await ok<{ result: { refundNo: string }[] }>(call('refundablePayment', 'requestRefund', { ids: [payment.id], values: { amount: 150, reason: 'Paid for too long' }, idempotencyKey: key() }));
    const [row] = (await list('refundReview', { refundNo: refund.result[0].refundNo }, 'approver')).rows;
    await ok(call('refundReview', 'review', { ids: [row.id], values: {} }, 'approver'));
    await ok(call('refundReview', 'confirm', { ids: [row.id], values: {}, idempotencyKey: key() }, 'approver'));
    expect(await reverseRefunds(db, t.clock.now())).toBe(1);
    expect(await reverseRefunds(db, t.clock.now())).toBe(0);
    await drain();
    const [red] = (await list('electronicInvoice', { kind: 'red', plate })).rows;
    expect(red).toMatchObject({ state: INVOICE_STATE.issued, gross: -150, redReason: 'salesAllowance', confirmation: RED_CONFIRMATION_STATE.noConfirmationNeeded, blueNumber: blue.number });
    const lines = await db.query<{ payment_id: number; gross: number }>('SELECT l.payment_id, l.gross FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.invoice_no = $1', [red.invoiceNo]);
    expect(lines.map((l) => [Number(l.payment_id), Number(l.gross)])).toEqual([[payment.id, -150]]);
    expect(await invoiceOf(invoiceNo)).toMatchObject({ state: INVOICE_STATE.partlyReversed });
    // The day's settlement: what was invoiced and what was reversed, as the invoices say.
    const [day] = (await list('dailySettlement', { lotId: lot })).rows;
    const [sums] = await db.query<{ blue: string; red: string }>(
      "SELECT coalesce(sum(gross) FILTER (WHERE kind = 'blue'), 0)::text AS blue, coalesce(-sum(gross) FILTER (WHERE kind = 'red'), 0)::text AS red FROM invoices WHERE lot_id = $1 AND issued_at IS NOT NULL", [lot]);
    expect([day.invoiced, day.invoiceReversed]).toEqual([Number(sums.blue), Number(sums.red)]);
  });

  it('reverses a wrong invoice in full for a person, frees its payments, and refuses a second full reversal', async () => {
    const plate = newPlate();
    const a = await paid(plate, 1);
    const invoiceNo = await asked([a.id], person(200));
    await drain();
    const blue = await invoiceOf(invoiceNo);
    await ok(rowAction('electronicInvoice', 'reverse', [blue.id], { reason: 'wrongInvoice' }));
    await drain();
    expect(await invoiceOf(invoiceNo)).toMatchObject({ state: INVOICE_STATE.reversed });
    expect((await list('invoiceablePayment', { plate })).rows.map((r) => r.id)).toEqual([a.id]);
    const again = await rowAction('electronicInvoice', 'reverse', [blue.id], { reason: 'serviceStopped' });
    expect(again.ok).toBe(false);
  });

  it('waits for a company buyer who confirmed the invoice\'s use to confirm the red', async () => {
    const a = await paid(newPlate(), 1);
    const invoiceNo = await asked([a.id], { amount: 200, buyerKind: 'company', buyerName: '某物流有限公司', buyerTaxId: COMPANY_TAX_ID });
    await drain();
    const blue = await invoiceOf(invoiceNo);
    platform.buyerConfirmsUse(String(blue.number));
    await ok(rowAction('electronicInvoice', 'reverse', [blue.id], { reason: 'serviceStopped' }));
    await drain();
    const red = (await list('electronicInvoice', { kind: 'red', plate: blue.plate })).rows[0];
    expect(red).toMatchObject({ state: INVOICE_STATE.issuing, confirmation: RED_CONFIRMATION_STATE.awaitingBuyer });
    platform.buyerAnswers(String(red.invoiceNo), true);
    expect(await sweepRedConfirmations(db, t.clock.now())).toBe(1);
    await drain();
    expect(await invoiceOf(red.invoiceNo)).toMatchObject({ state: INVOICE_STATE.issued, confirmation: RED_CONFIRMATION_STATE.confirmed });
    expect(await invoiceOf(invoiceNo)).toMatchObject({ state: INVOICE_STATE.reversed });
  });

  it('renders an issued invoice to a PDF with its number, buyer, amounts and the capital amount', async () => {
    const a = await paid(newPlate(), 3);
    const invoiceNo = await asked([a.id], { amount: 600, buyerKind: 'person', buyerName: '张三' });
    const early = await rowAction('electronicInvoice', 'pdf', [(await invoiceOf(invoiceNo)).id]);
    expect(early.ok).toBe(false);
    await drain();
    const invoice = await invoiceOf(invoiceNo);
    const pdf = await ok<{ result: { fileName: string; pdf: string } }>(rowAction('electronicInvoice', 'pdf', [invoice.id], { read: true }));
    const text = await readPdfText(Buffer.from(pdf.result.pdf, 'base64'));
    expect(pdf.result.fileName).toBe(`电子发票-${invoice.number}.pdf`);
    for (const shown of [String(invoice.number), '张三', '示范停车管理有限公司', '陆圆整', '¥6.00']) expect(text).toContain(shown);
  });

  it('issues every invoice once though the platform is down for a while, a backend dies mid-issue and two workers race', async () => {
    const all: string[] = [];
    const invoiceFor = async () => {
      const invoiceNo = await asked([(await paid(newPlate(), 1)).id], person(200));
      all.push(invoiceNo);
      return invoiceNo;
    };
    // Down: attempts fail and are tried again; back: issued.
    const down = await invoiceFor();
    platform.setDown(true);
    await t.backend.outbox.drain();
    expect(await invoiceOf(down)).toMatchObject({ state: INVOICE_STATE.issuing });
    platform.setDown(false);
    t.clock.advance(2_000);
    await drain();
    expect(await invoiceOf(down)).toMatchObject({ state: INVOICE_STATE.issued });
    // A worker takes a job, makes the call and dies before it records the answer: taken over when its lease ends.
    const killed = await invoiceFor();
    const [job] = await claimDue(db, [INVOICE_ISSUE], t.clock.now(), 1, OUTBOX_LEASE_MS);
    await invoiceIssuer(db, atRestKeyFrom(SECRET)).send({ ...job, payload: job.payload as IssuePayload }, t.clock.now());
    expect(await drain()).toBe(0);
    t.clock.advance(OUTBOX_LEASE_MS + 1_000);
    await drain();
    expect(await invoiceOf(killed)).toMatchObject({ state: INVOICE_STATE.issued });
    // Two workers on one database (on PostgreSQL each with its own pool, as two backends), answers lost now and then.
    for (let i = 0; i < 6; i += 1) await invoiceFor();
    platform.failNext(3, 'after');
    const other = url ? await openPostgres(url) : db;
    try {
      const workers = [db, other].map((pool) => startOutboxWorker(pool, [invoiceIssuer(pool, atRestKeyFrom(SECRET))], { autoStart: false, now: () => t.clock.now(), backoff: OUTBOX.backoff, batch: 1 }));
      for (let round = 0; round < 8; round += 1) {
        await Promise.all(workers.map((w) => w.drain()));
        t.clock.advance(1_500);
      }
      for (const w of workers) await w.close();
    } finally {
      if (other !== db) await other.close();
    }
    for (const invoiceNo of all) {
      expect([invoiceNo, (await invoiceOf(invoiceNo)).state]).toEqual([invoiceNo, INVOICE_STATE.issued]);
      expect(platform.invoices().filter((i) => i.orderNo === invoiceNo)).toHaveLength(1);
    }
  });
});
