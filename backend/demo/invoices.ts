// The demo's invoicing (docs/invoicing.md, "Demo"): finance types the operator's invoicing entity
// with its account on the demo's simulated 诺诺 platform and gives it the three lots; the cashier
// invoices a few payments at the booth (the coupon package's buyer, a company, his package and his
// stay on one invoice; a person's stay at each lot), each issued by the platform at its own past
// time (the outbox call made in place, as the refunds' are); one of them is then refunded in part
// (customer service asks, finance confirms) and reversed by a red invoice of that line. Finance also
// receives a book of fixed-amount paper invoices (通用定额发票) for the east booth, handed to its
// cashier, who tears sheets off it for a driver who asks for paper.
import { invoiceIssuer, redIssuer, redJobKey, reverseRefundsOfBlue } from '../areas/invoicing';
import { toMs, type Queryable } from '../db';
import { sendInPlace } from '../kernel/outbox/in-place';
import type { OutboxHandler } from '../kernel/outbox/handler';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import type { HistoryChannels } from './history';
import { DEMO_PACKAGE } from './merchants-plan';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

export const DEMO_SELLER = {
  addressPhone: '杭州市上城区环城东路 1 号 0571-86001234', bankAccount: '中国工商银行杭州城站支行 1202020409900012345',
  drawer: '李会计', taxRate: 500, remark: '小规模纳税人，简易计税 5%',
};
/** The company that buys the coupon package and invoices it with its stay. */
export const DEMO_COMPANY_BUYER = { name: '杭州东站商贸有限公司', taxId: '91330102MA2B3C4D5K', email: 'finance@dz-trade.example.com' };
const PERSON_BUYERS = ['王磊', '陈静', '刘洋'] as const;
/** The part of a person's invoiced payment handed back (fen), reversed by a red invoice. */
const REFUNDED = 200;
/** The platform takes its moment to issue: the history's clock moves on by this between calls. */
const PLATFORM_STEP_MS = 2_000;
const TRIES = 8;

/** A job of the history made at the platform at `at`, then again a little later until it is recorded (or left to the worker). */
async function madeInPlace(tx: Queryable, online: HistoryChannels, handler: OutboxHandler<never, unknown>, key: string, at: number): Promise<void> {
  for (let i = 0; i < TRIES; i += 1) {
    online.channels.setClock(at + i * PLATFORM_STEP_MS);
    try {
      if (await sendInPlace(tx, handler, key, at + i * PLATFORM_STEP_MS)) return;
    } finally {
      online.channels.setClock(null);
    }
  }
}

export async function replayInvoices(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff & { cashier: string },
  key: (what: string) => string, online: HistoryChannels | null): Promise<void> {
  const account = online?.channels.accounts.invoice;
  const written = now - 6 * 24 * 60 * MINUTE;
  const seller = await desk.create('/InvoiceSellerManagement', {
    name: account?.name ?? '示范停车运营管理有限公司', taxId: account?.taxId ?? '91330106MA2KF0YP30', ...DEMO_SELLER, itemName: null, taxCode: null,
    gatewayUrl: account?.gatewayUrl ?? null, appKey: account?.appKey ?? null, appSecret: account?.appSecret ?? null, accessToken: account?.accessToken ?? null,
    // Without the demo's platform (tests without channels) the seller is a draft.
    status: account ? 1 : 0,
  }, staff.finance, written);
  await desk.press('/InvoiceSellerManagement', 'sellerLots', [Number(seller.id)], { lotIds: lots.map((l) => l.id) }, staff.finance, written + MINUTE);
  await paperBook(tx, desk, lots[0], now, staff, key);
  if (!online) return;

  const issue = async (paymentIds: number[], buyer: Record<string, unknown>, at: number) => {
    const [{ total }] = await tx.query<{ total: string }>('SELECT sum(amount)::text AS total FROM payments WHERE id = ANY($1::bigint[])', [paymentIds]);
    const asked = await desk.press<{ id: number; invoiceNo: string }>('/IssuingElectronicInvoices', 'invoice', paymentIds, { amount: Number(total), ...buyer }, staff.cashier, at);
    await madeInPlace(tx, online, invoiceIssuer(tx, online.atRestKey) as OutboxHandler<never, unknown>, `invoice-issue:${asked.invoiceNo}`, at + MINUTE);
    return asked;
  };

  // The coupon package's buyer: his package and his stay, for his company.
  const theirs = await tx.query<{ id: number; paid_at: unknown }>(
    `SELECT id, paid_at FROM payments WHERE plate = $1 AND (coupon_order_id IS NOT NULL OR order_id IS NOT NULL) ORDER BY paid_at`, [DEMO_PACKAGE.plate]);
  if (theirs.length) {
    await issue(theirs.map((p) => Number(p.id)), {
      buyerKind: 'company', buyerName: DEMO_COMPANY_BUYER.name, buyerTaxId: DEMO_COMPANY_BUYER.taxId, buyerEmail: DEMO_COMPANY_BUYER.email,
    }, toMs(theirs[theirs.length - 1].paid_at)! + 5 * MINUTE);
  }
  // A person's stay at each lot, paid a day or more ago (in cash where there is one) and never refunded.
  for (const [i, lot] of lots.entries()) {
    const [payment] = await tx.query<{ id: number; paid_at: unknown; channel: string }>(
      `SELECT p.id, p.paid_at, p.channel FROM payments p WHERE p.lot_id = $1 AND p.order_id IS NOT NULL AND p.amount > $2 AND p.paid_at < $3
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id) AND NOT EXISTS (SELECT 1 FROM invoiced_payments ip WHERE ip.payment_id = p.id)
        ORDER BY (p.channel = 'cash') DESC, p.paid_at DESC LIMIT 1`, [lot.id, REFUNDED, new Date(now - 24 * 60 * MINUTE).toISOString()]);
    if (!payment) continue;
    const at = toMs(payment.paid_at)! + 10 * MINUTE;
    const asked = await issue([Number(payment.id)], { buyerKind: 'person', buyerName: PERSON_BUYERS[i % PERSON_BUYERS.length] }, at);
    // The first one's driver was charged too long: part handed back in cash, its line reversed.
    if (i > 0 || payment.channel !== 'cash') continue;
    const refundAt = at + 60 * MINUTE;
    await desk.press('/OrderRefundList', 'requestRefund', [Number(payment.id)], { amount: REFUNDED, reason: '多收停车费' }, staff.service, refundAt, key('refund'));
    const [refund] = await tx.query<{ id: number }>('SELECT id FROM refunds WHERE payment_id = $1 ORDER BY id DESC LIMIT 1', [payment.id]);
    await desk.press('/RefundReview', 'review', [Number(refund.id)], {}, staff.finance, refundAt + 30 * MINUTE);
    await desk.press('/RefundReview', 'confirm', [Number(refund.id)], {}, staff.finance, refundAt + 31 * MINUTE, key('refund'));
    if (await reverseRefundsOfBlue(tx, asked.id, refundAt + 32 * MINUTE)) {
      const [red] = await tx.query<{ invoice_no: string }>("SELECT invoice_no FROM invoices WHERE blue_id = $1 AND kind = 'red' ORDER BY id DESC LIMIT 1", [asked.id]);
      await madeInPlace(tx, online, redIssuer(tx, online.atRestKey) as OutboxHandler<never, unknown>, redJobKey(red.invoice_no), refundAt + 33 * MINUTE);
    }
  }
}

/** A book of 5-yuan sheets of the east lot, with its cashier; two sheets given for a cash payment. */
async function paperBook(tx: Queryable, desk: DemoConsole, lot: BuiltLot, now: number, staff: DemoStaff & { cashier: string }, key: (what: string) => string) {
  const received = now - 5 * 24 * 60 * MINUTE;
  const [cashier] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(login_name) = lower($1)', [staff.cashier]);
  const book = await desk.create('/IssuePaperInvoice', {
    lotId: lot.id, invoiceCode: '133011260511', firstNumber: '00420001', count: 100, faceValue: 500, holderKind: 'user', collectorId: Number(cashier.id),
    posUserId: null, booth: null, receivedOn: new Date(received + 8 * 3_600_000).toISOString().slice(0, 10), remark: '税务局领购',
  }, staff.finance, received);
  const [payment] = await tx.query<{ payment_no: string; paid_at: unknown }>(
    `SELECT p.payment_no, p.paid_at FROM payments p WHERE p.lot_id = $1 AND p.order_id IS NOT NULL AND p.channel = 'cash' AND p.amount >= 1000 AND p.paid_at > $2
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id) AND NOT EXISTS (SELECT 1 FROM invoiced_payments ip WHERE ip.payment_id = p.id)
      ORDER BY p.paid_at LIMIT 1`, [lot.id, new Date(received).toISOString()]);
  if (payment) {
    await desk.press('/IssuePaperInvoice', 'issue', [Number(book.id)], { paymentNos: payment.payment_no, sheets: 2 }, staff.cashier, toMs(payment.paid_at)! + 2 * MINUTE, key('paper-invoice'));
  }
}
