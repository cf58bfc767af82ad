// The demo's staff (staff-roles.ts): each role names only pages and buttons that are declared, its
// menu holds what the job needs and nothing it must not have, and over HTTP (PGlite, and
// PostgreSQL with DATABASE_URL) a booth cashier's day runs as the cashier, a refund needs a second
// person (requested by the cashier, refused to customer service and the cashier as reviewers,
// reviewed and confirmed by finance) and the auditor reads but changes nothing.
import type { RawMenuEntry } from '../../lib/menu/types';
import { PAGES } from '../../lib/pages/registry';
import { REFUND_STATE } from '../../lib/parking/refund-machine';
import { ARREARS_SCREENS } from '../../lib/areas/arrears/screens';
import { ORDERS_SCREENS } from '../../lib/areas/orders/screens';
import { REFUND_SCREENS } from '../../lib/areas/refunds/screens';
import { SETTLEMENT_SCREENS } from '../../lib/areas/settlement/screens';
import { MONEY_REPORT_SCREENS } from '../../lib/areas/reports/screens-money';
import { STAY_SCREENS } from '../../lib/areas/charging/screens';
import { SCREENS, screenAt } from '../../lib/screens/registry';
import { SHIFT_STATE } from '../../lib/areas/settlement/shift-machine';
import { POWER_LIST_REQUEST } from '../../lib/spec-constants';
import type { Db } from '../db';
import { MENU_TYPE, screenButtons } from '../entities/menu-seed';
import { seededScreenMenu } from '../seed';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../test/harness';
import { useTestBackend } from '../test/use-backend';
import { HOUR, addLot, addRate, enter, quotePlate } from '../test/orders-fixtures';
import { screenCalls } from '../test/screen-calls';
import { jobGrants } from './staff-grants';
import { AUDITOR, CASHIER, CUSTOMER_SERVICE, FINANCE, LOT_OPERATOR, STAFF_ROLES, type StaffRole } from './staff-roles';

jest.setTimeout(120_000);

/** Page path -> its granted buttons, sorted. */
type Job = Record<string, string[]>;

const SEEDED = seededScreenMenu(SCREENS, PAGES).map((e) => ({ id: e.id, pid: e.pid, menuType: e.menuType, index: e.index }));
const SEEDED_PAGES = SEEDED.filter((e) => e.menuType === MENU_TYPE.page);
const buttonsOf = (page: { id: number }) => SEEDED.filter((e) => e.menuType === MENU_TYPE.button && e.pid === page.id).map((e) => e.index);

/** The job a role's grants give, in the menu as the seed makes it. */
function jobOf(role: StaffRole): Job {
  const granted = new Set(jobGrants(role, SEEDED));
  return Object.fromEntries(SEEDED_PAGES.filter((p) => granted.has(p.id)).map((p) => [
    p.index, SEEDED.filter((b) => b.pid === p.id && b.menuType === MENU_TYPE.button && granted.has(b.id)).map((b) => b.index).sort(),
  ]));
}
const holds = (job: Job, path: string, ...buttons: string[]) => path in job && buttons.every((b) => job[path].includes(b));
const pressesAnywhere = (job: Job, ...buttons: string[]) => Object.entries(job).filter(([, granted]) => buttons.some((b) => granted.includes(b))).map(([path]) => path);

/** What the administrator alone does: staff, role groups, grants, menus, and the settings (the merchant accounts' secrets among them). */
const ADMINISTRATION = SCREENS.filter((s) => s.directory === 'system' || s.directory === 'settings').map((s) => s.path);
/** Reviews the spec lists among the staff pages: the administrator records, a second person (finance) approves or rejects (docs/merchants.md). */
const REVIEWS_AMONG_STAFF_PAGES: Readonly<Record<string, readonly string[]>> = { '/AliExclusiveOfferAudit': ['approve', 'reject'] };

describe('the demo staff roles as declared', () => {
  it.each(STAFF_ROLES.filter((r) => r.pages).map((r) => [r.code, r] as const))('%s names only declared pages and their buttons', (_, role) => {
    for (const [path, buttons] of Object.entries(role.pages!)) {
      const page = SEEDED_PAGES.find((p) => p.index === path);
      expect([path, page ? 'declared' : 'unknown']).toEqual([path, 'declared']);
      for (const button of buttons) expect([path, button, buttonsOf(page!).includes(button)]).toEqual([path, button, true]);
    }
    // Every page the role names is granted with exactly the buttons named (and its directory with it).
    expect(jobOf(role)).toEqual(Object.fromEntries(Object.entries(role.pages!).map(([path, buttons]) => [path, [...buttons].sort()])));
  });

  it('lets the booth cashier do his day: vehicles in, orders, cash, refund requests, his shift and its receipt', () => {
    const job = jobOf(CASHIER);
    expect(holds(job, '/VehicleEntryInfo')).toBe(true);
    expect(holds(job, '/TempOrder', 'pay')).toBe(true);
    expect(holds(job, '/PaymentInfo')).toBe(true);
    expect(holds(job, '/OrderRefundList', 'requestRefund')).toBe(true);
    expect(holds(job, '/PostCashReconciliationSettlement', 'add', 'signOut', 'receipt')).toBe(true);
    expect(pressesAnywhere(job, 'review', 'confirm', 'reject', 'freeDeparture', 'void')).toEqual([]);
  });

  it('lets the lot operator run the lot without taking money', () => {
    const job = jobOf(LOT_OPERATOR);
    // The pages the issue found closed to him.
    for (const path of ['/TempOrder', '/PaymentInfo', '/VehicleEntryInfo', '/ArrearsList']) expect([path, holds(job, path)]).toEqual([path, true]);
    expect(holds(job, '/RemoteLift', 'liftGate')).toBe(true);
    expect(holds(job, '/ParkingLockControl', 'raiseNow', 'lowerNormal')).toBe(true);
    expect(holds(job, '/TempOrder', 'discount', 'freeDeparture')).toBe(true);
    expect(pressesAnywhere(job, 'pay', 'collect', 'manualPayment', 'payTogether', 'book', 'requestRefund', 'confirm')).toEqual([]);
  });

  it('lets finance review and confirm refunds and do the settlements, but not request a refund', () => {
    const job = jobOf(FINANCE);
    expect(holds(job, '/RefundReview', 'review', 'confirm', 'reject', 'retry')).toBe(true);
    for (const screen of SETTLEMENT_SCREENS) expect([screen.path, holds(job, screen.path)]).toEqual([screen.path, true]);
    expect(holds(job, '/PostCashReconciliationSettlement', 'signOut', 'receipt')).toBe(true);
    expect(holds(job, '/DailyBillCheck', 'import', 'download')).toBe(true);
    expect(pressesAnywhere(job, 'requestRefund', 'pay', 'collect')).toEqual([]);
  });

  it('gives finance every money report, the money dashboards and the management pack; the lot operator the traffic lists and live boards', () => {
    const finance = jobOf(FINANCE);
    for (const screen of MONEY_REPORT_SCREENS) expect([screen.path, holds(finance, screen.path, 'export')]).toEqual([screen.path, true]);
    for (const path of ['/FinancialStatisticalAnalysis', '/Analysis', '/MaiboBi']) expect([path, holds(finance, path)]).toEqual([path, true]);
    expect(holds(finance, '/OneClickReport', 'export', 'schedule')).toBe(true);
    const operator = jobOf(LOT_OPERATOR);
    for (const path of ['/TurnoverRate', '/LanePassNumber', '/OperationDashboard', '/DevicePerception', '/PayStationDashboard', '/RoadSectionMonitoring', '/Warning']) {
      expect([path, holds(operator, path)]).toEqual([path, true]);
    }
    // Rebuilding the rollups is the administrator's.
    expect(pressesAnywhere(operator, 'rebuild')).toEqual([]);
    expect(pressesAnywhere(finance, 'rebuild')).toEqual([]);
  });

  it('lets customer service answer drivers, request a stay\'s refund and review a card\'s (issue 20), but confirm none', () => {
    const job = jobOf(CUSTOMER_SERVICE);
    for (const path of ['/VehicleEntryInfo', '/TempOrder', '/PaymentInfo', '/ArrearsList', '/RefundRecord']) expect([path, holds(job, path)]).toEqual([path, true]);
    expect(holds(job, '/OrderRefundList', 'requestRefund')).toBe(true);
    expect(holds(job, '/MonthlyRentReturnManagement', 'review', 'reject')).toBe(true);
    expect(pressesAnywhere(job, 'review', 'reject')).toEqual(['/MonthlyRentReturnManagement']);
    expect(pressesAnywhere(job, 'confirm', 'retry', 'pay')).toEqual([]);
  });

  it('gives the auditor every page and, of the buttons, only the exports and the shift receipt', () => {
    const job = jobOf(AUDITOR);
    expect(Object.keys(job).sort()).toEqual(SEEDED_PAGES.map((p) => p.index).sort());
    const reading = (path: string) => [
      ...(screenAt(path) ? screenButtons(screenAt(path)!).filter((b) => b.action === 'export').map((b) => b.key) : []),
      // A special page's export (the management pack's download).
      ...(PAGES.find((p) => p.path === path)?.buttons.includes('export') ? ['export'] : []),
      ...(path === '/PostCashReconciliationSettlement' ? ['receipt'] : []),
    ].sort();
    for (const [path, buttons] of Object.entries(job)) expect([path, buttons]).toEqual([path, reading(path)]);
  });

  it('leaves the administration to the administrator, and every approval to a second person', () => {
    for (const role of STAFF_ROLES) {
      const job = jobOf(role);
      const administering = ADMINISTRATION.filter((path) => job[path]?.some((b) => b !== 'export' && !REVIEWS_AMONG_STAFF_PAGES[path]?.includes(b)));
      expect([role.code, administering]).toEqual([role.code, []]);
      // Per page: whoever asks for a refund of a kind never approves one of that kind.
      const requested = pressesAnywhere(job, 'requestRefund');
      const approved = pressesAnywhere(job, 'review', 'reject', 'confirm');
      expect([role.code, requested.filter((path) => approved.includes(path))]).toEqual([role.code, []]);
    }
  });
});

describe.each(testDatabases())('the demo staff at work on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, list, create } = screenCalls({
    backend: () => t, tokens, pageSize: 100,
    screens: [...ORDERS_SCREENS, ...STAY_SCREENS, ...ARREARS_SCREENS, ...REFUND_SCREENS, ...SETTLEMENT_SCREENS],
  });
  let lot: number;
  let press = 0;
  const key = () => `staff-${String((press += 1)).padStart(4, '0')}`;
  const act = (entity: string, action: string, id: number, values: Record<string, unknown>, user: string) =>
    call(entity, action, { ids: [id], values, idempotencyKey: key() }, user);

  useTestBackend(database, { tokens, users: [], timeoutMs: 60_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Staff lot');
    await addRate(db, lot);
    // The staff see the lot, as the demo's permission group gives them the demo lots.
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('Staff lots') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lot]);
    await db.query(`INSERT INTO permission_group_users (group_id, user_id) SELECT $1, id FROM users WHERE login_name = ANY($2::text[])`,
      [group.id, STAFF_ROLES.map((r) => r.user.login)]);
    for (const role of STAFF_ROLES) tokens[role.user.login] = await t.signIn(role.user.login, DEMO_PASSWORD);
  });

  it('sends each user the menu of his job', async () => {
    for (const role of STAFF_ROLES) {
      const menu = await ok<RawMenuEntry[]>(t.call('WebPowerList', POWER_LIST_REQUEST, { token: tokens[role.user.login] }));
      const job: Job = {};
      const walk = (entries: RawMenuEntry[]) => entries.forEach((e) => {
        if (e.MenuType === String(MENU_TYPE.page)) job[e.index] = (e.children ?? []).map((b) => b.index).sort();
        else walk(e.children ?? []);
      });
      walk(menu);
      expect([role.code, job]).toEqual([role.code, jobOf(role)]);
    }
  });

  it('runs a cashier\'s day; his refund request is reviewed and confirmed by finance, never by himself or customer service', async () => {
    const shift = await create('cashierShift', { lotId: lot, booth: 'East booth', openingFloat: 10_000 }, 'cashier');
    await enter(db, lot, '粤B12345', t.clock.now() - 2 * HOUR);
    await quotePlate(t, lot, '粤B12345');
    expect((await list('stayInLot', { plate: '粤B12345' }, 'cashier')).rows).toHaveLength(1);
    const [order] = (await list('tempOrder', { plate: '粤B12345' }, 'cashier')).rows;
    // A 100-yuan note for what is due: the change is handed back, the payment is what was due.
    const paid = await ok<{ result: { amount: number; change: number }[] }>(act('tempOrder', 'pay', order.id, { received: 10_000 }, 'cashier'));
    expect(paid.result[0]).toMatchObject({ amount: order.due, change: 10_000 - Number(order.due) });
    expect((await list('payment', { plate: '粤B12345' }, 'cashier')).rows).toEqual([expect.objectContaining({ channel: 'cash', operator: 'cashier', amount: order.due })]);
    const [payment] = (await list('refundablePayment', { plate: '粤B12345' }, 'cashier')).rows;

    const requested = await ok<{ result: { refundNo: string }[] }>(act('refundablePayment', 'requestRefund', payment.id, { amount: 100, reason: 'Charged twice' }, 'cashier'));
    const [refund] = (await list('refundReview', { refundNo: requested.result[0].refundNo }, 'finance')).rows;
    // Neither the requester nor customer service holds the review: refused before the refund is read.
    for (const user of ['cashier', 'cs']) {
      const refused = await act('refundReview', 'review', refund.id, {}, user);
      expect([user, statusOf(refused), codeOf(refused)]).toEqual([user, 403, 'forbidden']);
    }
    await ok(act('refundReview', 'review', refund.id, {}, 'finance'));
    await ok(act('refundReview', 'confirm', refund.id, {}, 'finance'));
    expect((await list('refundRecord', { refundNo: requested.result[0].refundNo }, 'cs')).rows[0]).toMatchObject({ state: REFUND_STATE.refunded, amount: 100 });

    const open = (await list('cashierShift', {}, 'cashier')).rows.find((r) => r.id === shift.id)!;
    expect(open).toMatchObject({ state: SHIFT_STATE.open, takenCash: payment.amount });
    await ok(act('cashierShift', 'signOut', shift.id, { cashHandedOver: open.expectedCash }, 'cashier'));
    const receipt = await ok<{ result: Record<string, unknown> }>(call('cashierShift', 'receipt', { ids: [shift.id], values: { read: true } }, 'cashier'));
    expect(receipt.result).toMatchObject({ takenCash: payment.amount, difference: 0 });
  });

  it('lets customer service request a refund that finance confirms, and the auditor read it all and change nothing', async () => {
    await enter(db, lot, '粤B54321', t.clock.now() - 3 * HOUR);
    await quotePlate(t, lot, '粤B54321');
    // The lot operator sees the order and the vehicle, but takes no money.
    const [order] = (await list('tempOrder', { plate: '粤B54321' }, 'operator')).rows;
    expect(statusOf(await act('tempOrder', 'pay', order.id, { received: 10_000 }, 'operator'))).toBe(403);
    expect((await list('stayInLot', { plate: '粤B54321' }, 'operator')).rows).toHaveLength(1);
    await ok(act('tempOrder', 'pay', order.id, { received: order.due }, 'cashier'));
    const [payment] = (await list('refundablePayment', { plate: '粤B54321' }, 'cs')).rows;
    const requested = await ok<{ result: { refundNo: string }[] }>(act('refundablePayment', 'requestRefund', payment.id, { amount: 50, reason: 'Left at once' }, 'cs'));
    const [refund] = (await list('refundReview', { refundNo: requested.result[0].refundNo }, 'auditor')).rows;
    expect(refund).toMatchObject({ requestedBy: 'cs', state: REFUND_STATE.requested });

    expect(statusOf(await act('refundReview', 'confirm', refund.id, {}, 'auditor'))).toBe(403);
    expect(statusOf(await act('refundablePayment', 'requestRefund', payment.id, { amount: 10, reason: 'x' }, 'finance'))).toBe(403);
    expect((await ok<{ rows: unknown[] }>(call('refundReview', 'export', { startIndex: 1, endIndex: 10, filters: {} }, 'auditor'))).rows).not.toHaveLength(0);
    await ok(act('refundReview', 'review', refund.id, {}, 'finance'));
    await ok(act('refundReview', 'confirm', refund.id, {}, 'finance'));
    expect((await list('refundRecord', { refundNo: requested.result[0].refundNo }, 'auditor')).rows[0]).toMatchObject({ state: REFUND_STATE.refunded });
  });
});
