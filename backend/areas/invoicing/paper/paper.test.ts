// Paper fixed-amount invoices through the real HTTP backend (docs/invoicing.md, "Paper invoices"):
// books whose numbers meet refused; an issue takes the book's next numbers and claims its payments;
// refused with its message and nothing written: beyond the money, a payment on an (electronic)
// invoice, a refunded one, one of another lot or plate; a void by a second person frees the
// payments and keeps the sheets used; the summary adds up to the record.
import { randomUUID } from 'node:crypto';
import { SCREENS } from '../../../../lib/screens/registry';
import type { Db } from '../../../db';
import { runService } from '../../../kernel/service';
import { codeOf, msgOf, statusOf, testDatabases, ADMIN_PASSWORD, DEMO_PASSWORD, type TestBackend } from '../../../test/harness';
import { HOUR, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { addLotScopedUser } from '../../../test/lot-scoped-user';
import { fieldsOf, screenCalls, type Row } from '../../../test/screen-calls';
import { useTestBackend } from '../../../test/use-backend';
import { bookPayment } from '../../charging';

jest.setTimeout(120_000);

const PAPER_PAGES = [1604, 1605, 1606];
const INVOICING_DIRECTORY = 16;
const CODE = '144001900111';

describe.each(testDatabases())('paper invoices on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 100 });
  let lotA = 0;
  let lotB = 0;
  let plates = 0;

  const bookForm = (values: Record<string, unknown> = {}) => ({
    lotId: lotA, invoiceCode: CODE, firstNumber: '00000001', count: 100, faceValue: 100, holderKind: 'booth', collectorId: null, posUserId: null,
    booth: 'Booth 1', receivedOn: '2026-11-20', remark: null, ...values,
  });
  const refusal = (answer: Awaited<ReturnType<typeof call>>) => [statusOf(answer), codeOf(answer), msgOf(answer)];
  const newPlate = () => `粤B${String((plates += 1)).padStart(5, '0')}`;
  /** A stay of `hours` at the lot, paid in full at the booth (200 fen an hour): its payment number. */
  async function paid(lotId: number, hours: number, plate = newPlate()): Promise<string> {
    // One instant for both ends: a minute turning between them would price one more hour.
    const at = t.clock.now();
    const stay = await enter(db, lotId, plate, at - hours * HOUR);
    const result = await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' },
      { name: 'cashier', userId: null }, { at, idempotencyKey: randomUUID() }));
    return result.paymentNo;
  }
  const issue = (bookId: number, paymentNos: string, sheets: number | null = null, user = 'admin') =>
    call<{ result: Record<string, unknown>[] }>('paperInvoiceBook', 'issue', { ids: [bookId], values: { paymentNos, sheets }, idempotencyKey: randomUUID() }, user, 'en-US');
  const counts = async () => (await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM paper_invoice_issues) AS issues, (SELECT count(*)::int FROM paper_invoice_issue_payments) AS links,
            (SELECT count(*)::int FROM invoiced_payments WHERE paper_issue_id IS NOT NULL) AS claims, (SELECT coalesce(sum(used), 0)::int FROM paper_invoice_books) AS used`))[0];
  const claimOf = async (paymentNo: string) => (await db.query<{ paper_issue_id: number | null; invoice_id: number | null }>(
    'SELECT x.paper_issue_id::int, x.invoice_id::int FROM invoiced_payments x JOIN payments p ON p.id = x.payment_id WHERE p.payment_no = $1', [paymentNo]))[0];

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lotA = await addLot(db, 'Paper lot A');
    lotB = await addLot(db, 'Paper lot B');
    for (const lot of [lotA, lotB]) await addRate(db, lot);
    // The second person of a void: both lots, the invoicing pages and their buttons.
    await addLotScopedUser(db, { login: 'fin', name: 'Invoicing finance', directories: [INVOICING_DIRECTORY], pages: PAPER_PAGES, lots: [lotA, lotB] });
    tokens.fin = await t.signIn('fin', DEMO_PASSWORD);
  });

  it('receives books whose numbers meet no other book of their code, and refuses the others with nothing written', async () => {
    const first = await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900200' }));
    expect(first).toMatchObject({ lastNumber: '00000100', left: 100, nextNumber: '00000001', stock: 'available', collector: 'Booth 1' });
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM paper_invoice_books'))[0].n;
    const overlapping = await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '144001900200', firstNumber: '00000050', count: 100 }) }, 'admin', 'en-US');
    expect(refusal(overlapping)).toEqual([400, 'paperBookOverlaps', 'Numbers 00000050 to 00000149 of code 144001900200 meet the book 00000001 to 00000100 already received.']);
    const inside = await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '144001900200', firstNumber: '00000100', count: 1 }) }, 'admin', 'zh-CN');
    expect(refusal(inside)).toEqual([400, 'paperBookOverlaps', '发票代码144001900200的号码00000100至00000100与已领用的00000001至00000100重叠。']);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM paper_invoice_books'))[0].n).toBe(before);
    // Next to it, and the same numbers of another code, are other books.
    expect((await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900200', firstNumber: '00000101', count: 50 }))).lastNumber).toBe('00000150');
    expect((await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900201', firstNumber: '00000050', count: 100 }))).stock).toBe('available');
    // The database holds the same against a write that skips the screen.
    await expect(db.query(`INSERT INTO paper_invoice_books (lot_id, invoice_code, first_number, count, face_value, holder_kind, booth, received_on, updated_at)
      VALUES ($1, '144001900200', '00000150', 10, 100, 'booth', 'B', '2026-11-20', now())`, [lotA])).rejects.toThrow(/exclusion|conflicting/);
    // Held by a POS collector who works the book's lot, named as his account is.
    const [pos] = await db.query<{ id: number }>("INSERT INTO pos_users (login_name, name, password_hash, lot_id) VALUES ('pos-paper', 'Collector Wu', 'x', $1) RETURNING id", [lotB]);
    const byPos = (lotId: number) => bookForm({ lotId, invoiceCode: '144001900210', holderKind: 'posUser', posUserId: pos.id, booth: null });
    expect(fieldsOf(await call('paperInvoiceBook', 'create', { values: byPos(lotA) }))).toEqual({ posUserId: 'option' });
    expect((await create('paperInvoiceBook', byPos(lotB))).collector).toBe('Collector Wu');
    // A code or number of another length, a face value not printed, a last number beyond 8 digits.
    expect(codeOf(await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '14400190020' }) }))).toBe('paperInvoiceCodeInvalid');
    expect(codeOf(await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '144001900202', firstNumber: '0000001' }) }))).toBe('paperInvoiceNumberInvalid');
    expect(codeOf(await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '144001900202', firstNumber: '99999990', count: 11 }) }))).toBe('paperBookBeyondLastNumber');
    expect(codeOf(await call('paperInvoiceBook', 'create', { values: bookForm({ invoiceCode: '144001900202', faceValue: 300 }) }))).toBe('invalidValues');
  });

  it('hands out the next numbers against the payments and claims them; a book with sheets issued keeps its numbers', async () => {
    const book = await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900300', firstNumber: '00001201', count: 10, faceValue: 200 }));
    const first = await paid(lotA, 3); // 600 fen
    // One press, one issue: the same key again answers the first result.
    const key = randomUUID();
    const press = () => ok<{ result: Record<string, unknown>[] }>(call('paperInvoiceBook', 'issue', { ids: [book.id], values: { paymentNos: first, sheets: null }, idempotencyKey: key }));
    const [one] = (await press()).result;
    expect((await press()).result[0]).toEqual(one);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM paper_invoice_issues WHERE book_id = $1', [book.id]))[0].n).toBe(1);
    expect(one).toMatchObject({ invoiceCode: '144001900300', firstNumber: '00001201', lastNumber: '00001203', sheets: 3, faceValue: 200, faceTotal: 600, paid: 600 });
    expect(await claimOf(first)).toEqual({ paper_issue_id: one.issueId, invoice_id: null });
    // Two payments of one plate in one issue, fewer sheets than the money covers.
    const plate = newPlate();
    // The earlier stay first: a plate's second entry closes the stay it had.
    const second = await paid(lotA, 2, plate);
    const third = await paid(lotA, 1, plate);
    const [two] = (await ok<{ result: Record<string, unknown>[] }>(issue(book.id, `${second}，${third}`, 2))).result;
    expect(two).toMatchObject({ firstNumber: '00001204', lastNumber: '00001205', sheets: 2, faceTotal: 400, paid: 600 });
    expect([(await claimOf(second)).paper_issue_id, (await claimOf(third)).paper_issue_id]).toEqual([two.issueId, two.issueId]);
    const [row] = (await list('paperInvoiceBook', { invoiceCode: '144001900300' })).rows;
    expect(row).toMatchObject({ used: 5, left: 5, nextNumber: '00001206', stock: 'available' });
    const [record] = (await list('paperInvoiceIssue', { firstNumber: '00001204' })).rows;
    expect(record).toMatchObject({ paymentNos: [second, third].sort().join(', '), plate, paid: 600, invoiceCode: '144001900300', lastNumber: '00001205', state: 'issued', operator: 'admin', collector: 'Booth 1' });
    // Its numbers are printed now: they stay, and so does the book.
    const edited = await call('paperInvoiceBook', 'update', { id: book.id, values: bookForm({ invoiceCode: '144001900300', firstNumber: '00001200', count: 10, faceValue: 200 }) }, 'admin', 'en-US');
    expect(codeOf(edited)).toBe('paperBookInUse');
    expect(codeOf(await call('paperInvoiceBook', 'update', { id: book.id, values: bookForm({ invoiceCode: '144001900300', firstNumber: '00001201', count: 4, faceValue: 200 }) }))).toBe('paperBookCountBelowUsed');
    expect(codeOf(await call('paperInvoiceBook', 'delete', { ids: [book.id] }))).toBe('paperBookDeleteUsed');
    // Used up: the action is refused on the row.
    const [rest] = (await ok<{ result: Record<string, unknown>[] }>(issue(book.id, await paid(lotA, 5)))).result;
    expect(rest).toMatchObject({ firstNumber: '00001206', lastNumber: '00001210', sheets: 5 });
    expect(refusal(await issue(book.id, await paid(lotA, 1)))).toEqual([400, 'paperBookUsedUp', 'This book is used up.']);
  });

  it('refuses beyond the money, a payment on an invoice, a refunded one, another lot\'s or plate\'s, with nothing written', async () => {
    const book = await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900400', count: 50, faceValue: 500 }));
    const payment = await paid(lotA, 6); // 1 200 fen: two sheets of 5 yuan at most
    const before = await counts();
    expect(refusal(await issue(book.id, payment, 3))).toEqual([400, 'paperBeyondPaid', '3 sheets of 5.00 yuan are 15.00 yuan, more than the 12.00 yuan paid: at most 2 sheets.']);
    expect(refusal(await issue(book.id, await paid(lotA, 2)))).toEqual([400, 'paperPaidBelowFace', 'The payments paid 4.00 yuan, less than one sheet of 5.00 yuan.']);
    expect(refusal(await issue(book.id, 'P-none'))).toEqual([400, 'paperPaymentUnknown', 'There is no payment numbered P-none.']);
    const elsewhere = await paid(lotB, 6);
    expect(refusal(await issue(book.id, elsewhere))).toEqual([400, 'paperPaymentOtherLot', `Payment ${elsewhere} was paid at another lot than this book's.`]);
    expect(codeOf(await issue(book.id, `${payment} ${await paid(lotA, 6)}`))).toBe('invoiceMixedPayers');

    // On an electronic invoice: the claim of 320_invoicing.sql.
    const onInvoice = await paid(lotA, 6);
    const [seller] = await db.query<{ id: number }>(`INSERT INTO invoice_sellers (name, tax_id, drawer, item_name, tax_code, tax_rate, status)
      VALUES ('Seller', '91350100M000100Y43', 'Li', '车辆停放服务', '3040502020200000000', 900, 0) RETURNING id`);
    const [invoice] = await db.query<{ id: string }>(`INSERT INTO invoices (invoice_no, kind, seller_id, lot_id, plate, buyer_kind, buyer_name, gross, net, tax, state,
        source, requested_by, requested_at, updated_at)
      SELECT 'E' || p.id, 'blue', $2, p.lot_id, p.plate, 'person', 'Driver', p.amount, p.amount, 0, 2, 'console', 'admin', now(), now()
        FROM payments p WHERE p.payment_no = $1 RETURNING id`, [onInvoice, seller.id]);
    await db.query('INSERT INTO invoiced_payments (payment_id, invoice_id) SELECT id, $2 FROM payments WHERE payment_no = $1', [onInvoice, invoice.id]);
    expect(refusal(await issue(book.id, onInvoice))).toEqual([400, 'paperPaymentInvoiced', `Payment ${onInvoice} is already on an invoice, paper or electronic.`]);

    // A refund asked for (not yet made) is enough; a rejected one is not.
    const refunded = await paid(lotA, 6);
    const addRefund = (state: number) => db.query(`INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, updated_at)
      SELECT 'R' || p.id, p.id, p.order_id, p.lot_id, p.plate, p.channel, 100, $2, 'test', 'admin', now(), now() FROM payments p WHERE p.payment_no = $1`, [refunded, state]);
    await addRefund(0);
    expect(refusal(await issue(book.id, refunded, null, 'fin'))).toEqual([400, 'paperPaymentRefunded', `Payment ${refunded} has a refund (asked for or made): it cannot be invoiced.`]);
    expect(await counts()).toEqual(before);
    expect((await list('paperInvoiceBook', { invoiceCode: '144001900400' })).rows[0]).toMatchObject({ used: 0, nextNumber: '00000001' });

    const rejectedOnly = await paid(lotA, 6);
    await db.query("UPDATE refunds SET state = 6 WHERE payment_id = (SELECT id FROM payments WHERE payment_no = $1)", [refunded]);
    expect((await ok<{ result: Record<string, unknown>[] }>(issue(book.id, refunded))).result[0]).toMatchObject({ sheets: 2, faceTotal: 1_000 });
    expect((await ok<{ result: Record<string, unknown>[] }>(issue(book.id, rejectedOnly, 1))).result[0]).toMatchObject({ firstNumber: '00000003', sheets: 1 });
    // Already on a paper invoice: refused the same way.
    expect(codeOf(await issue(book.id, rejectedOnly))).toBe('paperPaymentInvoiced');
  });

  it('voids by a second person: the payments freed, the sheets used and reported void', async () => {
    const book = await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900500', count: 20, faceValue: 100 }));
    const payment = await paid(lotA, 2);
    const [issued] = (await ok<{ result: Record<string, unknown>[] }>(issue(book.id, payment))).result;
    const issueId = Number(issued.issueId);
    expect(refusal(await rowAction('paperInvoiceIssue', 'void', [issueId], { reason: 'Wrong sheets' }, 'admin', 'en-US'))[1]).toBe('approverIsRequester');
    await ok(rowAction('paperInvoiceIssue', 'void', [issueId], { reason: 'Wrong sheets' }, 'fin'));
    expect(await claimOf(payment)).toBeUndefined();
    const [record] = (await list('paperInvoiceIssue', { firstNumber: '00000001', invoiceCode: '144001900500' })).rows;
    expect(record).toMatchObject({ state: 'void', voidedBy: 'fin', voidReason: 'Wrong sheets', paymentNos: payment, sheets: 4 });
    expect(codeOf(await rowAction('paperInvoiceIssue', 'void', [issueId], { reason: 'Again' }, 'fin'))).toBe('paperIssueRefusedVoid');
    // Invoiced again from the next numbers: the void ones stay used.
    const [again] = (await ok<{ result: Record<string, unknown>[] }>(issue(book.id, payment))).result;
    expect(again).toMatchObject({ firstNumber: '00000005', lastNumber: '00000008' });
    expect((await list('paperInvoiceBook', { invoiceCode: '144001900500' })).rows[0]).toMatchObject({ used: 8, left: 12 });
  });

  it('adds the record up by day, lot, collector and face value', async () => {
    const booth = await create('paperInvoiceBook', bookForm({ invoiceCode: '144001900600', count: 100, faceValue: 100, booth: 'Booth 9' }));
    const [cashier] = await db.query<{ id: number }>('SELECT id FROM users WHERE login_name = $1', ['fin']);
    const held = await create('paperInvoiceBook', bookForm({ lotId: lotB, invoiceCode: '144001900601', count: 100, faceValue: 200, holderKind: 'user', collectorId: cashier.id, booth: null }));
    expect(held.collector).toBe('Invoicing finance');
    for (const hours of [1, 2, 3]) await ok(issue(booth.id, await paid(lotA, hours)));
    await ok(issue(held.id, await paid(lotB, 4)));
    const [voided] = (await ok<{ result: Record<string, unknown>[] }>(issue(held.id, await paid(lotB, 2)))).result;
    await ok(rowAction('paperInvoiceIssue', 'void', [Number(voided.issueId)], { reason: 'Torn' }, 'fin'));
    // The next day (signed in again: the tokens of yesterday have expired).
    t.clock.advance(24 * HOUR);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    tokens.fin = await t.signIn('fin', DEMO_PASSWORD);
    await ok(issue(booth.id, await paid(lotA, 1)));

    const records = (await list('paperInvoiceIssue')).rows;
    const summary = (await list('paperInvoiceSummary')).rows;
    const key = (r: Row, day: string) => `${day}|${r.lotId}|${r.collector}|${r.faceValue}`;
    const added = new Map<string, { sheetsIssued: number; faceTotal: number; sheetsVoid: number }>();
    for (const r of records) {
      const day = new Date(Date.parse(String(r.issuedAt)) + 8 * HOUR).toISOString().slice(0, 10);
      const sum = added.get(key(r, day)) ?? { sheetsIssued: 0, faceTotal: 0, sheetsVoid: 0 };
      if (r.state === 'issued') { sum.sheetsIssued += Number(r.sheets); sum.faceTotal += Number(r.faceTotal); } else sum.sheetsVoid += Number(r.sheets);
      added.set(key(r, day), sum);
    }
    expect(new Map(summary.map((s) => [key(s, String(s.day).slice(0, 10)), { sheetsIssued: s.sheetsIssued, faceTotal: s.faceTotal, sheetsVoid: s.sheetsVoid }]))).toEqual(added);
    expect(summary.find((s) => s.collector === 'Invoicing finance')).toMatchObject({ sheetsIssued: 4, faceTotal: 800, sheetsVoid: 2 });
    expect(summary.filter((s) => s.collector === 'Booth 9').map((s) => Number(s.sheetsIssued)).sort((a, b) => a - b)).toEqual([2, 12]);
    // Lot-scoped: a user of lot B sees lot B's rows only.
    await addLotScopedUser(db, { login: 'lot-b', name: 'Lot B staff', directories: [INVOICING_DIRECTORY], pages: PAPER_PAGES, lots: [lotB] });
    tokens['lot-b'] = await t.signIn('lot-b', DEMO_PASSWORD);
    expect(new Set((await list('paperInvoiceSummary', {}, 'lot-b')).rows.map((s) => s.lotId))).toEqual(new Set([lotB]));
    expect(new Set((await list('paperInvoiceIssue', {}, 'lot-b')).rows.map((s) => s.lotId))).toEqual(new Set([lotB]));
  });
});
