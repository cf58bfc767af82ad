// Totals agree (issue 23, docs/reports.md "Agreement"): over the demo operator's history, for the
// whole period (closed days) and for each lot, the same money is the same number, to the fen, on
// every screen that shows it: the daily settlement (/DailyDetailedSettlement), the money reports
// (/DateTransaction by day and by month, /MeansPaymentReport, /RevenueSummary by month), the money
// dashboard (/FinancialStatisticalAnalysis), the management pack (/OneClickReport), and the raw
// payments and invoices themselves.
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { PAYMENT_CHANNELS } from '../../../lib/parking/channels';
import { channelPaidField } from '../../../lib/areas/orders/screens';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { seedDemo } from '../../demo/seed-demo';
import { atRestKeyFrom } from '../../channels/at-rest';
import { SECRET, testDatabases } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { ok, screenCalls, type Row } from '../../test/screen-calls';
import { drainRollups } from './index';

jest.setTimeout(300_000);

/** The demo's history (a week), and a day more. */
const HISTORY_DAYS = 8;
const dayOf = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
/** /RevenueSummary's income of each purpose: together, every payment. */
const INCOMES = ['parkingIncome', 'monthlyIncome', 'storedValueIncome', 'merchantTopupIncome', 'couponPackageIncome'];
const sum = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);

describe.each(testDatabases())('every screen that shows money agrees ($name)', (database) => {
  const tokens: Record<string, string> = {};
  const env = useTestBackend(database, { tokens }, async ({ db, t }) => {
    await seedDemo(db, { wanted: true, now: t.clock.now(), perDay: { east: 6, west: 4, street: 5 }, atRestKey: atRestKeyFrom(SECRET) });
    await drainRollups(db);
  });
  const { call } = screenCalls({ backend: () => env.t, tokens, screens: SCREENS, pageSize: 100 });
  const page = <T>(operation: string, input: Record<string, unknown>) =>
    ok<T>(env.t.call(PAGE_HANDLER, input, { token: tokens.admin, getList: operation }));
  /** Every row of a list screen over the period, page by page. */
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
  /**
   * From the first of the month the history began in (/RevenueSummary's rows are whole months) to
   * yesterday: today's row of the daily settlement prices the open orders when read (docs/settlement.md),
   * where the reports count an order's receivable as it stands.
   */
  const period = () => ({ from: `${dayOf(env.t.clock.now() - HISTORY_DAYS * 86_400_000).slice(0, 8)}01`, to: dayOf(env.t.clock.now() - 86_400_000) });

  async function paymentsReceived(db: Db, lotId?: number, to = period().to): Promise<number> {
    const { from } = period();
    const [row] = await db.query<{ n: string | number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS n FROM payments
        WHERE paid_at >= operator_day_start($1::date) AND paid_at < operator_day_start($2::date + 1) AND ($3::int IS NULL OR lot_id = $3)`,
      [from, to, lotId ?? null]);
    return Number(row.n);
  }

  /** Blue invoices less red ones (a red invoice's gross is negative), on the day issued. */
  async function invoicedNet(db: Db, lotId?: number): Promise<number> {
    const { from, to } = period();
    const [row] = await db.query<{ n: string | number }>(
      `SELECT coalesce(sum(gross), 0)::bigint AS n FROM invoices
        WHERE issued_at >= operator_day_start($1::date) AND issued_at < operator_day_start($2::date + 1) AND ($3::int IS NULL OR lot_id = $3)`,
      [from, to, lotId ?? null]);
    return Number(row.n);
  }

  it('agrees on received, receivable, refunded and invoiced for the whole estate and each lot', async () => {
    const lots = (await env.db.query<{ id: number }>('SELECT id FROM parking_lots ORDER BY id')).map((r) => Number(r.id));
    expect(lots.length).toBeGreaterThanOrEqual(3);
    for (const lotId of [undefined, ...lots]) {
      const { from, to } = period();
      const lotFilter = lotId ? { lotId } : {};
      const days = { day: { from, to } };
      const settlement = await rowsOf('dailySettlement', { ...days, ...lotFilter });
      const byDay = await rowsOf('dateTransaction', { ...days, ...lotFilter, granularity: 'day' });
      const byChannel = await rowsOf('meansPaymentReport', { ...days, ...lotFilter });
      const financial = await page<{ cards: { figure: string; value: number | null }[] }>('financialAnalysis.read', { from, to, ...(lotId ? { lotId } : {}) });
      const card = (figure: string) => financial.cards.find((c) => c.figure === figure)?.value;
      const pack = await page<{ total: { figures: Record<string, number> } }>('oneClickReport.pack', { from, to, ...(lotId ? { lotId } : {}) });

      const received = await paymentsReceived(env.db, lotId);
      const what = `lot ${lotId ?? 'all'}`;
      expect({ what, received: [
        sum(settlement, 'paid'),
        PAYMENT_CHANNELS.reduce((total, channel) => total + sum(settlement, channelPaidField(channel)), 0),
        sum(byDay, 'received'),
        sum(byChannel.filter((r) => r.channel !== 'storedValue'), 'amount'),
        card('received'),
        pack.total.figures.received,
      ] }).toEqual({ what, received: Array(6).fill(received) });
      if (lotId === undefined) expect(received).toBeGreaterThan(0);

      const receivable = sum(settlement, 'receivable');
      expect({ what, receivable: [sum(byDay, 'receivable'), card('receivable'), pack.total.figures.receivable] }).toEqual({ what, receivable: Array(3).fill(receivable) });
      const refunded = sum(settlement, 'refunded');
      expect({ what, refunded: [sum(byDay, 'refunded'), card('refunded'), pack.total.figures.refunded] }).toEqual({ what, refunded: Array(3).fill(refunded) });
      const invoiced = await invoicedNet(env.db, lotId);
      // Whole months (to today): /RevenueSummary's incomes of every purpose, /DateTransaction by month, the payments.
      const months = { day: { from, to: dayOf(env.t.clock.now()) } };
      const revenue = await rowsOf('revenueSummary', { ...months, ...lotFilter });
      const byMonth = await rowsOf('dateTransaction', { ...months, ...lotFilter, granularity: 'month' });
      const monthsReceived = await paymentsReceived(env.db, lotId, months.day.to);
      expect({ what, monthsReceived: [INCOMES.reduce((total, f) => total + sum(revenue, f), 0), sum(byMonth, 'received')] })
        .toEqual({ what, monthsReceived: [monthsReceived, monthsReceived] });
      expect({ what, invoiced: [sum(settlement, 'invoiced') - sum(settlement, 'invoiceReversed'), sum(byDay, 'invoiced'), pack.total.figures.invoiced] })
        .toEqual({ what, invoiced: Array(3).fill(invoiced) });
    }
  });
});
