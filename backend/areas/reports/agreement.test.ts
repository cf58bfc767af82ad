// Totals agree (issue 23, docs/reports.md "Agreement"): over a simulated month of the demo
// operator's history (a month boundary inside), for the whole period (closed days) and for each
// lot, the same money is the same number, to the fen, on every screen that shows it: the daily
// settlement (/DailyDetailedSettlement), the money reports (/DateTransaction by day and by month,
// /MeansPaymentReport, /RevenueSummary by month, /DeductionReport), the money dashboard
// (/FinancialStatisticalAnalysis), the management pack (/OneClickReport), reconciliation
// (/HistoricalReconciliationRecords and the differences, against /ElectronicPaymentStatement), the
// merchants' ledgers and coupon reports (/MerchantRechargeRecord, /MerchantRecharge,
// /CouponOrderStatistics, /MerchantCouponUsage), the electronic invoices
// (/ElectronicInvoiceIssuingRecord), and the raw payments, discounts and invoices themselves. The
// demo runs with its simulated channels: its Alipay and WeChat payments are trades, finance
// downloads and reconciles their statements, the cashier's invoices are issued.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../lib/parking/channels';
import { REFUND_STATE } from '../../../lib/parking/refund-machine';
import { channelPaidField } from '../../../lib/areas/orders/screens';
import { SCREENS } from '../../../lib/screens/registry';
import { seedDemo, type DemoChannelsRunning } from '../../demo/seed-demo';
import { demoChannelsIn } from '../../demo/channels';
import { atRestKeyFrom } from '../../channels/at-rest';
import { SECRET, testDatabases } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { ok, screenCalls, type Row } from '../../test/screen-calls';
import { drainRollups } from './index';

jest.setTimeout(600_000);

/** A simulated month of history (31 days: the first of a month is always inside), few visits a day. */
const HISTORY_DAYS = 31;
const PER_DAY = { east: 2, west: 1, street: 2 };
const DAY = 86_400_000;
const dayOf = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
/** The operator day (UTC+8) of a datetime a list shows. */
const dayOfInstant = (value: unknown) => dayOf(Date.parse(String(value)));
const within = (day: string, { from, to }: Period) => day >= from && day <= to;
/** /RevenueSummary's income of each purpose: together, every payment. */
const INCOMES = ['parkingIncome', 'monthlyIncome', 'storedValueIncome', 'merchantTopupIncome', 'couponPackageIncome'];
const sum = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
const sumWhere = (rows: readonly Row[], field: string, keep: (row: Row) => boolean) => sum(rows.filter(keep), field);
interface Period { from: string; to: string }

/** A period cut at the months' ends: a report's days may span one calendar month at most (lib/reports/periods.ts). */
function monthsOf({ from, to }: Period): Period[] {
  const parts: Period[] = [];
  for (let start = from; start <= to;) {
    const [y, m] = start.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    parts.push({ from: start, to: last < to ? last : to });
    start = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  return parts;
}

describe.each(testDatabases())('every screen that shows money agrees ($name)', (database) => {
  const tokens: Record<string, string> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catc-agreement-'));
  let running: DemoChannelsRunning | undefined;
  const env = useTestBackend(database, {
    tokens,
    beforeClose: async () => {
      await running?.channels.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  }, async ({ db, t }) => {
    const atRestKey = atRestKeyFrom(SECRET);
    const demo = await seedDemo(db, {
      wanted: true, now: t.clock.now(), historyDays: HISTORY_DAYS, perDay: PER_DAY, atRestKey,
      channels: { starter: demoChannelsIn(dataDir, { alipay: 0, wechat: 0, invoice: 0 }), atRestKey },
    });
    running = demo.channels;
    await drainRollups(db);
  });
  const { call } = screenCalls({ backend: () => env.t, tokens, screens: SCREENS, pageSize: 100 });
  const page = <T>(operation: string, input: Record<string, unknown>) =>
    ok<T>(env.t.call(PAGE_HANDLER, input, { token: tokens.admin, getList: operation }));
  /** Every row of a list screen, page by page. */
  async function rowsOf(entity: string, filters: Record<string, unknown>): Promise<Row[]> {
    const rows: Row[] = [];
    for (let total = Infinity; rows.length < total;) {
      const page = await ok<{ rows: Row[]; total: number }>(call(entity, 'list', { startIndex: rows.length + 1, endIndex: rows.length + 100, filters }));
      if (!page.rows.length) break;
      rows.push(...page.rows);
      total = page.total;
    }
    return rows;
  }
  /** Every row of a report over the days, asked a calendar month at a time as a person must. */
  async function reportRows(entity: string, days: Period, filters: Record<string, unknown> = {}, field = 'day'): Promise<Row[]> {
    const rows: Row[] = [];
    for (const part of monthsOf(days)) rows.push(...await rowsOf(entity, { ...filters, [field]: part }));
    return rows;
  }
  const today = () => dayOf(env.t.clock.now());
  /**
   * From the first of the month the history began in (/RevenueSummary's rows are whole months) to
   * yesterday: today's row of the daily settlement prices the open orders when read (docs/settlement.md),
   * where the reports count an order's receivable as it stands.
   */
  const period = (): Period => ({ from: `${dayOf(env.t.clock.now() - HISTORY_DAYS * DAY).slice(0, 8)}01`, to: dayOf(env.t.clock.now() - DAY) });
  /** The same from the first, to today: whole months. */
  const months = (): Period => ({ from: period().from, to: today() });
  const lotsOf = async () => (await env.db.query<{ id: number }>('SELECT id FROM parking_lots ORDER BY id')).map((r) => Number(r.id));

  /** The sum of a money column over rows of the days (operator days), of a lot or all. */
  async function rawSum(sql: { table: string; amount: string; at: string; where?: string; lot?: string }, days: Period, lotId?: number): Promise<number> {
    const [row] = await env.db.query<{ n: string | number }>(
      `SELECT coalesce(sum(${sql.amount}), 0)::bigint AS n FROM ${sql.table}
        WHERE ${sql.at} >= operator_day_start($1::date) AND ${sql.at} < operator_day_start($2::date + 1) AND ($3::int IS NULL OR ${sql.lot ?? 'lot_id'} = $3)
          AND ${sql.where ?? 'true'}`,
      [days.from, days.to, lotId ?? null]);
    return Number(row.n);
  }
  const paymentsReceived = (days: Period, lotId?: number, where?: string) => rawSum({ table: 'payments', amount: 'amount', at: 'paid_at', where }, days, lotId);
  /** Blue invoices less red ones (a red invoice's gross is negative), on the day issued. */
  const invoicedNet = (days: Period, lotId?: number) => rawSum({ table: 'invoices', amount: 'gross', at: 'issued_at' }, days, lotId);

  it('spans a month boundary, with money on both sides of it', async () => {
    const { from, to } = period();
    expect(from.slice(0, 7)).not.toBe(to.slice(0, 7));
    const byMonth = await reportRows('dateTransaction', months(), { granularity: 'month' });
    expect(byMonth.filter((r) => Number(r.received) > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('agrees on received, receivable, refunded and invoiced for the whole estate and each lot', async () => {
    const lots = await lotsOf();
    expect(lots.length).toBeGreaterThanOrEqual(3);
    for (const lotId of [undefined, ...lots]) {
      const lotFilter = lotId ? { lotId } : {};
      const settlement = await reportRows('dailySettlement', period(), lotFilter);
      const byDay = await reportRows('dateTransaction', period(), { ...lotFilter, granularity: 'day' });
      const byChannel = await reportRows('meansPaymentReport', period(), lotFilter);
      // The dashboard and the pack take a month at a time too: their figures added up.
      const cards: Record<string, number> = {};
      const packed: Record<string, number> = {};
      for (const part of monthsOf(period())) {
        const financial = await page<{ cards: { figure: string; value: number | null }[] }>('financialAnalysis.read', { ...part, ...lotFilter });
        for (const c of financial.cards) cards[c.figure] = (cards[c.figure] ?? 0) + Number(c.value ?? 0);
        const pack = await page<{ total: { figures: Record<string, number> } }>('oneClickReport.pack', { ...part, ...lotFilter });
        for (const [figure, value] of Object.entries(pack.total.figures)) packed[figure] = (packed[figure] ?? 0) + Number(value ?? 0);
      }

      // The whole period at once: whole months from the monthly rollups, the other days from the daily ones.
      type Page = { cards: { figure: string; value: number | null }[]; tables: { key: string; columns: { name: string }[]; rows: { values: (number | null)[] }[] }[] };
      const cardOf = (answer: Page, figure: string) => Number(answer.cards.find((c) => c.figure === figure)?.value);
      const wholeFinancial = await page<Page>('financialAnalysis.read', { ...period(), ...lotFilter, granularity: 'month' });
      const analysis = await page<Page>('transactionAnalysis.read', { ...period(), ...lotFilter });
      const site = await page<Page>('siteAnalysis.read', { ...period(), ...lotFilter });
      const ranking = site.tables.find((t) => t.key === 'lotRanking')!;
      const rankedReceived = ranking.rows.reduce((total, row) => total + Number(row.values[ranking.columns.findIndex((c) => c.name === 'received')]), 0);
      const byHour = analysis.tables.find((t) => t.key === 'paymentsByHour')!.rows.reduce((total, row) => total + Number(row.values[0]), 0);

      const received = await paymentsReceived(period(), lotId);
      const what = `lot ${lotId ?? 'all'}`;
      expect({ what, received: [
        sum(settlement, 'paid'),
        PAYMENT_CHANNELS.reduce((total, channel) => total + sum(settlement, channelPaidField(channel)), 0),
        sum(byDay, 'received'),
        sum(byChannel.filter((r) => r.channel !== 'storedValue'), 'amount'),
        cards.received,
        packed.received,
        cardOf(wholeFinancial, 'received'),
        cardOf(analysis, 'received'),
        byHour,
        rankedReceived,
      ] }).toEqual({ what, received: Array(10).fill(received) });
      if (lotId === undefined) expect(received).toBeGreaterThan(0);

      const receivable = sum(settlement, 'receivable');
      expect({ what, receivable: [sum(byDay, 'receivable'), cards.receivable, packed.receivable] }).toEqual({ what, receivable: Array(3).fill(receivable) });
      const refunded = sum(settlement, 'refunded');
      expect({ what, refunded: [sum(byDay, 'refunded'), cards.refunded, packed.refunded] }).toEqual({ what, refunded: Array(3).fill(refunded) });
      // Whole months (to today): /RevenueSummary's incomes of every purpose, /DateTransaction by month, the payments.
      const revenue = await reportRows('revenueSummary', months(), lotFilter);
      const byMonth = await reportRows('dateTransaction', months(), { ...lotFilter, granularity: 'month' });
      const monthsReceived = await paymentsReceived(months(), lotId);
      expect({ what, monthsReceived: [INCOMES.reduce((total, f) => total + sum(revenue, f), 0), sum(byMonth, 'received')] })
        .toEqual({ what, monthsReceived: [monthsReceived, monthsReceived] });

      // Invoiced (blue less red, on the day issued): the settlement, the reports, the pack, the invoices' own list, the invoices.
      const invoices = await rowsOf('electronicInvoice', lotFilter);
      const issuedInPeriod = (r: Row) => r.issuedAt != null && within(dayOfInstant(r.issuedAt), period());
      const invoiced = await invoicedNet(period(), lotId);
      expect({ what, invoiced: [
        sum(settlement, 'invoiced') - sum(settlement, 'invoiceReversed'), sum(byDay, 'invoiced'), packed.invoiced, sumWhere(invoices, 'gross', issuedInPeriod),
      ] }).toEqual({ what, invoiced: Array(4).fill(invoiced) });
      if (lotId === undefined) expect(invoices.filter(issuedInPeriod).map((r) => r.kind).sort()).toEqual(expect.arrayContaining(['blue', 'red']));
    }
  });

  it('agrees with the channels\' statements on each day reconciled: the statement is our payments and refunds plus its differences', async () => {
    const batches = await rowsOf('reconcileBatch', {});
    expect(new Set(batches.map((b) => b.channel))).toEqual(new Set(['alipay', 'wechat']));
    // Each channel's differences on its own screen (the rows name no channel).
    const differences = [
      ...(await rowsOf('wechatDifference', {})).map((d): Row => ({ ...d, channel: 'wechat' })),
      ...(await rowsOf('alipayDifference', {})).map((d): Row => ({ ...d, channel: 'alipay' })),
    ];
    for (const batch of batches) {
      const channel = batch.channel as PaymentChannel;
      const day = String(batch.day).slice(0, 10);
      const days = { from: day, to: day };
      const what = `${channel} ${day}`;
      const settlement = await rowsOf('dailySettlement', { day: days });
      const means = await rowsOf('meansPaymentReport', { day: days, channel });
      const electronic = await rowsOf('electronicPaymentStatement', { day: days, channel });
      // What the statement holds beyond our books of that day: for each payment row that differs,
      // the channel's amount less ours as it stood then (a lost notification's payment is booked
      // later, when finance settles it: ours was nothing on the statement's day).
      const ofBatch = differences.filter((d) => d.rowKind === 'payment' && String(d.day).slice(0, 10) === day && d.channel === channel);
      const beyondOurs = ofBatch.reduce((total, d) => total + Number(d.theirAmount ?? 0) - (d.kind === 'statusDiffers' ? 0 : Number(d.ourAmount ?? 0)), 0);
      // And what our books hold beyond the statement: a lost payment settled by asking the channel
      // (settleByQuery) is booked on the day finance settles it, which the channel's statement of that day lacks.
      const settledThatDay = await rawSum({
        table: 'reconcile_differences d JOIN payments p ON p.id = d.payment_id', amount: 'p.amount', at: 'p.paid_at', lot: 'p.lot_id',
        where: `d.kind = 'statusDiffers' AND d.channel = '${channel}'`,
      }, days);
      const ours = await paymentsReceived(days, undefined, `channel = '${channel}'`);
      expect({ what, paid: [
        sum(settlement, channelPaidField(channel)), sum(means, 'amount'), sum(electronic, 'amount'), Number(batch.paymentsAmount) - beyondOurs + settledThatDay,
      ] }).toEqual({ what, paid: Array(4).fill(ours) });
      const refundDifferences = differences.filter((d) => d.rowKind !== 'payment' && String(d.day).slice(0, 10) === day && d.channel === channel);
      const refunded = await rawSum({ table: 'refunds r JOIN payments p ON p.id = r.payment_id', amount: 'r.amount', at: 'r.refunded_at', lot: 'p.lot_id', where: `r.channel = '${channel}' AND r.state = ${REFUND_STATE.refunded}` }, days);
      expect({ what, refunded: [sum(electronic, 'refunded'), Number(batch.refundsAmount) - sum(refundDifferences, 'theirAmount') + sum(refundDifferences, 'ourAmount')] })
        .toEqual({ what, refunded: [refunded, refunded] });
    }
    expect(batches.some((b) => Number(b.paymentsAmount) > 0)).toBe(true);
  });

  it('agrees on the merchants\' top-ups: their ledger, their accounts, /RevenueSummary and the payments', async () => {
    for (const lotId of [undefined, ...await lotsOf()]) {
      const lotFilter = lotId ? { lotId } : {};
      const what = `lot ${lotId ?? 'all'}`;
      const ledger = await rowsOf('merchantLedger', lotFilter);
      const topUps = ledger.filter((r) => r.cause === 'topUp');
      // Over whole months (/RevenueSummary's rows), on the day received.
      const inMonths = (r: Row) => within(dayOfInstant(r.at), months());
      const revenue = await reportRows('revenueSummary', months(), lotFilter);
      const paid = await paymentsReceived(months(), lotId, 'merchant_topup_id IS NOT NULL');
      expect({ what, topUps: [sumWhere(topUps, 'received', inMonths), sum(revenue, 'merchantTopupIncome')] }).toEqual({ what, topUps: [paid, paid] });
      // Every top-up ever: each account's "received" on /MerchantRecharge, and the ledger's.
      const accounts = await rowsOf('merchantAccount', lotFilter);
      expect({ what, everTopUps: sum(accounts, 'received') }).toEqual({ what, everTopUps: sum(topUps, 'received') });
      if (lotId === undefined) expect(paid).toBeGreaterThan(0);
    }
  });

  it('agrees on the merchants\' coupons: their relief on the orders and their charges on the ledgers', async () => {
    for (const lotId of [undefined, ...await lotsOf()]) {
      const lotFilter = lotId ? { lotId } : {};
      const what = `lot ${lotId ?? 'all'}`;
      const statistics = await reportRows('couponStatistics', months(), lotFilter);
      const byDay = await reportRows('dateTransaction', months(), { ...lotFilter, granularity: 'day' });
      const deductions = await reportRows('deductionReport', months(), lotFilter);
      const settlement = await reportRows('dailySettlement', months(), lotFilter);
      const relief = await rawSum({ table: 'order_discounts d JOIN orders o ON o.id = d.order_id', amount: 'd.amount', at: 'd.at', lot: 'o.lot_id', where: "d.kind = 'coupon'" }, months(), lotId);
      expect({ what, relief: [sum(statistics, 'relief'), sum(byDay, 'couponRelief'), sum(deductions, 'couponRelief')] }).toEqual({ what, relief: Array(3).fill(relief) });
      // The settlement's discounted is every discount, coupons' included: /DateTransaction's discounts.
      expect({ what, discounted: sum(settlement, 'discounted') }).toEqual({ what, discounted: sum(byDay, 'discounts') });
      expect(sum(settlement, 'discounted')).toBeGreaterThanOrEqual(relief);
      // What the uses charged the merchants: the ledgers' couponUse rows (money and minutes apart).
      const uses = (await rowsOf('merchantLedger', { ...lotFilter, cause: 'couponUse' })).filter((r) => within(dayOfInstant(r.at), months()));
      expect({ what, charged: [sum(statistics, 'chargeFen'), sum(statistics, 'chargeMinutes')] })
        .toEqual({ what, charged: [0 - sum(uses, 'change') || 0, 0 - sum(uses, 'minutesChange') || 0] });
      if (lotId === undefined) {
        expect(relief).toBeGreaterThan(0);
        expect(sum(statistics, 'chargeFen') + sum(statistics, 'chargeMinutes')).toBeGreaterThan(0);
      }
    }
    // Each merchant's current period on /MerchantCouponUsage: /CouponOrderStatistics over the same days.
    for (const merchant of await rowsOf('merchantCouponUsage', {})) {
      const what = `merchant ${String(merchant.name)}`;
      const statistics = await reportRows('couponStatistics', { from: String(merchant.periodFrom).slice(0, 10), to: today() }, { merchantId: merchant.id });
      const figures = ['issued', 'used', 'relief', 'chargeFen', 'chargeMinutes'];
      expect({ what, usage: figures.map((f) => Number(merchant[f] ?? 0)) }).toEqual({ what, usage: figures.map((f) => sum(statistics, f)) });
    }
  });
});
