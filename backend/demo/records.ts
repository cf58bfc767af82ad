// The office work of the demo's week, done after its traffic (history.ts) through the console's
// own screens and buttons (console.ts), each at its moment: the booth cashiers' shifts signed in
// and out, refunds asked by customer service and confirmed by finance, arrears reminded, written
// off and paid from an imported file, the channels' statements downloaded and reconciled each
// morning, the west lot's own charging system's takings typed in, problems reported and handled.
// Then what the field reports besides the traffic (field-records.ts). Every amount comes out of
// the services; the figures read here are only what a person at the console reads before acting.
import { channelDay } from '../../lib/channels/clock';
import { DAILY_BILL_CHECK } from '../../lib/areas/reconcile/pages';
import { ONLINE_CHANNELS } from '../channels/adapter';
import { payByCode } from '../channels/pay-by-code';
import { PAYMENT_SUBJECT } from '../simulator/drivers';
import { payerCode } from '../simulator/payer-codes';
import { toMs, type Queryable } from '../db';
import { laneCapture } from '../areas/charging/lanes';
import { demoAdministrator, firstUser } from './base-data';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { replayFieldRecords } from './field-records';
import { DEMO_POS_TERMINAL } from './estate-plan';
import type { HistoryChannels } from './history';
import { sendInPlace } from '../kernel/outbox/in-place';
import { refundJobKey } from '../areas/refunds/channel-send';
import { refundSender } from '../areas/refunds/refund-outbox';
import { refundDue } from '../areas/rentals/refunds';
import { channelActor, RENEWAL_SUBJECT, tradeKey } from '../areas/rentals/online-channel';
import { orderOnlineRenewal, payOnlineOrder } from '../areas/rentals/online-renewals';
import { onlineExpirer } from '../areas/rentals/online-expiry';
import { onlineExpiryKey } from '../areas/rentals/online-expiry-job';
import { runService } from '../kernel/service';
import { seededRandom } from './random';
import { LEASE_STATE } from '../../lib/parking/lease-machine';
import {
  DEMO_ALLOCATIONS, DEMO_CHARGE_SYSTEM, DEMO_EXPORT_NAME, DEMO_IMPORT, DEMO_LOST_NOTIFICATION, DEMO_ONLINE_RENEWALS, DEMO_PROBLEMS, DEMO_REFUNDS, DEMO_REMINDED_OWNERS, DEMO_RENEWALS, DEMO_RENTAL_REFUND, DEMO_SHIFT, DEMO_STORED_VALUE, DEMO_TERMINAL_SHIFTS, DEMO_VOID_REASON, dayStart, type DemoProblem, type DemoStaff,
} from './records-plan';
import { DEMO_ARREARS_SMS_TEMPLATES } from './base-data-plan';
import { MINUTE } from './visits';
import { replayMerchants } from './merchants';
import { replayCoupons } from './coupons';
import { replayMerchantPackages } from './merchant-packages';
import { replayQrCodes } from './qr-codes';
import { replayInvoices } from './invoices';
import { replayThirdDiscounts } from './third-discounts';
import { replayAlipayDiscounts } from './alipay-discounts';
import { replayGiftRules, replayPromotions } from './promotions';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How many past days the office worked through (the history's week, yesterday last). */
const PAST_DAYS = 6;
/** The refunds are all asked and decided by this many days ago (a refund is asked the day after its payment). */
const REFUNDED_BY_DAYS_AGO = 2;
/** The hour of finance's morning routine (operator time). */
const FINANCE_MORNING = 9 * HOUR + 30 * MINUTE;
/** A day's statements are reconciled this many days later. */
const RECONCILED_AFTER_DAYS = 2;

/** The payments booked so far (the records' own count toward the demo's summary). */
const paymentCount = async (tx: Queryable) => Number((await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM payments'))[0].n);

/** Returns how many payments the office booked (imported takings, a lost notification settled). */
export async function replayRecords(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, online: HistoryChannels | null,
  driverPageUrl: string | null): Promise<{ payments: number }> {
  const before = await paymentCount(tx);
  const admin = await demoAdministrator(tx);
  const staff: DemoStaff = {
    admin, operator: await firstUser(tx, ['operator', admin]), service: await firstUser(tx, ['cs', admin]), finance: await firstUser(tx, ['finance', admin]),
  };
  let press = 0;
  const key = (what: string) => `demo-${what}-${String((press += 1)).padStart(4, '0')}`;
  // Before the shifts are counted: the cash of a card sold at the booth is the shift's too.
  await cardRenewals(tx, desk, now, staff, key);
  await berthAllocations(tx, desk, now, staff);
  await onlineRenewals(tx, now, online, key);
  await rentalRefund(tx, desk, now, staff, key);
  await storedValueCustomers(tx, desk, lots, now, admin, key);
  const cashier = await firstUser(tx, ['cashier', admin]);
  await replayGiftRules(desk, lots, now, staff);
  await replayMerchants(tx, desk, lots, now, { ...staff, cashier }, key);
  await replayMerchantPackages(tx, desk, lots, now, staff, key);
  await replayCoupons(tx, desk, lots, now, { ...staff, cashier }, key);
  await replayQrCodes(tx, desk, lots, now, staff, driverPageUrl);
  await replayThirdDiscounts(tx, desk, lots, now, { ...staff, cashier }, key);
  await replayAlipayDiscounts(tx, lots, now, online, key);
  await replayPromotions(tx, desk, lots, now, { ...staff, cashier }, key);
  await boothShifts(tx, desk, lots, now, staff, key);
  await terminalHandOvers(tx, desk, lots, now, staff);
  await refunds(tx, desk, now, staff, key, online);
  await replayInvoices(tx, desk, lots, now, { ...staff, cashier }, key, online);
  await arrearsWork(tx, desk, now, staff, key);
  const lost = online ? await lostNotification(tx, now, online) : null;
  await financeMornings(desk, now, staff, online);
  if (lost) await settleLostPayment(tx, desk, lost, staff, key);
  await chargeSystemTakings(tx, desk, lots, now, staff);
  const problems = await replayFieldRecords(tx, desk, lots, now, staff);
  for (const problem of [...DEMO_PROBLEMS, ...problems]) await reportAndHandle(tx, desk, lots, problem, now, staff);
  return { payments: (await paymentCount(tx)) - before };
}

/**
 * Cards renewed at the booth by its cashier (rentals.renewCard): in cash, or paid offline for finance
 * to confirm; a VIP card extended for free by the lot operator, confirmed by finance.
 */
async function cardRenewals(tx: Queryable, desk: DemoConsole, now: number, staff: DemoStaff, key: (w: string) => string): Promise<void> {
  const cashier = await firstUser(tx, ['cashier', staff.admin]);
  for (const { customer, count, hoursAgo, offline, vip } of DEMO_RENEWALS) {
    const [card] = await tx.query<{ id: number }>('SELECT id FROM month_cards WHERE customer = $1', [customer]);
    const at = now - hoursAgo * HOUR;
    if (vip) {
      await desk.press('/MonthlyRentalVipManagement', 'extend', [Number(card.id)], { count }, staff.operator, at, key('vip-extension'));
      await desk.press('/MonthlyRentalVipManagement', 'confirmExtension', [Number(card.id)], {}, staff.finance, at + vip.confirmedAfterHours * HOUR, key('vip-extension'));
      continue;
    }
    const paid = offline ?? { channel: 'cash', reference: null };
    await desk.press('/MonthlyCarRentalArchives', 'renew', [Number(card.id)], { count, ...paid }, cashier, at, key('renewal'));
  }
}

/** Berths allocated to cards by the lot operator (rentals.allocateBerth), on the page of the card's kind. */
async function berthAllocations(tx: Queryable, desk: DemoConsole, now: number, staff: DemoStaff): Promise<void> {
  for (const { customer, berth, hoursAgo, page } of DEMO_ALLOCATIONS) {
    const [card] = await tx.query<{ id: number; lot_id: number }>('SELECT id, lot_id FROM month_cards WHERE customer = $1', [customer]);
    const [row] = page === '/PropertyAllocation' ? [{ id: card.id }]
      : await tx.query<{ id: number }>('SELECT id FROM rental_orders WHERE card_id = $1 AND state = $2 ORDER BY id DESC LIMIT 1', [card.id, LEASE_STATE.paid]);
    const [place] = await tx.query<{ id: number }>('SELECT id FROM berths WHERE lot_id = $1 AND number = $2', [card.lot_id, berth]);
    if (!row || !place) throw new Error(`demo: no row on ${page} or no berth ${berth} for ${customer}'s card`);
    await desk.press(page, 'allocate', [Number(row.id)], { berthId: Number(place.id) }, staff.operator, now - hoursAgo * HOUR);
  }
}

/** The demo's payers' payment codes (any code pays on the simulated channels). */
const DEMO_PAYER_CODES = { alipay: '281234567890123456', wechat: '134567890123456789' } as const;
/** The trade numbers of the demo's own, without the simulated channels: as each channel numbers them. */
const DEMO_TRADE_PREFIX = { alipay: '2026', wechat: '4200' } as const;

/**
 * Cards renewed online (DEMO_ONLINE_RENEWALS): the orders made by the rentals' service as
 * CreateMonthlySpecialInfo makes them, the paid ones' trades made on the simulated channel at their
 * time and booked as the channel's word is (rentals.payOnlineOrder, once per trade); an unpaid one
 * expires when its time is up, as the outbox worker expires it (the channel asked, then the order).
 */
async function onlineRenewals(tx: Queryable, now: number, online: HistoryChannels | null, key: (w: string) => string): Promise<void> {
  for (const [i, { customer, channel, count, hoursAgo, paid }] of DEMO_ONLINE_RENEWALS.entries()) {
    const [card] = await tx.query<{ lot_id: number; plates: string }>('SELECT lot_id, plates FROM month_cards WHERE customer = $1', [customer]);
    const at = now - hoursAgo * HOUR;
    const order = await runService(tx, orderOnlineRenewal, { lotId: Number(card.lot_id), plate: card.plates.split(', ')[0], count, channel },
      { name: 'system:CreateMonthlySpecialInfo', userId: null }, { at, idempotencyKey: key('online-renewal') });
    const payAt = paid ? at + 2 * MINUTE : Date.parse(order.expiresAt);
    if (online) online.channels.setClock(payAt);
    try {
      if (!paid) {
        if (online) await sendInPlace(tx, onlineExpirer(tx, online.atRestKey), onlineExpiryKey(order.orderNo), payAt);
        continue;
      }
      const trade = online
        ? await payByCode(tx, online.atRestKey, channel, Number(card.lot_id), { outTradeNo: order.orderNo, amount: order.amount, authCode: DEMO_PAYER_CODES[channel], subject: RENEWAL_SUBJECT })
        : { tradeNo: `${DEMO_TRADE_PREFIX[channel]}${String(payAt).padStart(20, '0')}${String(i).padStart(4, '0')}`, amount: order.amount };
      await runService(tx, payOnlineOrder, { orderNo: order.orderNo, channel, channelTxnNo: trade.tradeNo, amount: trade.amount },
        channelActor(channel), { at: payAt, idempotencyKey: tradeKey(channel, trade.tradeNo) });
    } finally {
      if (online) online.channels.setClock(null);
    }
  }
}

/** A card's sale asked back at the booth by the cashier, for the amount the lot's rule gives then; it waits for customer service's review. */
async function rentalRefund(tx: Queryable, desk: DemoConsole, now: number, staff: DemoStaff, key: (w: string) => string): Promise<void> {
  const { customer, hoursAgo, reason } = DEMO_RENTAL_REFUND;
  const asked = now - hoursAgo * HOUR;
  const [sale] = await tx.query<{ id: number; rule: string | null; fee: string | null; paid: string; period_start: string; period_end: string; months: number | null }>(
    `SELECT o.id, l.rental_refund_rule AS rule, l.rental_refund_fee AS fee, p.amount AS paid, to_char(o.period_start, 'YYYY-MM-DD') AS period_start,
            to_char(o.period_end, 'YYYY-MM-DD') AS period_end, o.months
       FROM rental_orders o JOIN month_cards c ON c.id = o.card_id JOIN parking_lots l ON l.id = o.lot_id JOIN payments p ON p.rental_order_id = o.id
      WHERE c.customer = $1 ORDER BY o.id DESC LIMIT 1`, [customer]);
  const due = refundDue({
    rule: sale.rule, fee: sale.fee === null ? null : Number(sale.fee), paid: Number(sale.paid), periodStart: sale.period_start, periodEnd: sale.period_end,
    months: sale.months === null ? null : Number(sale.months),
  }, asked);
  if (!due?.ok) throw new Error(`The demo's rental refund of ${customer} does not read: ${JSON.stringify(due)}`);
  const cashier = await firstUser(tx, ['cashier', staff.admin]);
  await desk.press('/MonthlyRentReturnManagement', 'requestRefund', [Number(sale.id)], { amount: due.amount, reason }, cashier, asked, key('rental-refund'));
}

/**
 * Stored-value cards recharged for cash at the booth by its cashier (rentals.rechargeCard), then
 * their cars' stays, each paid from the balance at the exit lane (the charging core's lane).
 */
async function storedValueCustomers(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, admin: string, key: (w: string) => string): Promise<void> {
  const cashier = await firstUser(tx, ['cashier', admin]);
  for (const { customer, amount, hoursAgo, visits } of DEMO_STORED_VALUE) {
    const [card] = await tx.query<{ id: number; lot_id: number; plates: string }>('SELECT id, lot_id, plates FROM month_cards WHERE customer = $1', [customer]);
    await desk.press('/MonthlyCarRentalArchives', 'recharge', [Number(card.id)], { amount, channel: 'cash' }, cashier, now - hoursAgo * HOUR, key('recharge'));
    const lot = lots.find((l) => l.id === Number(card.lot_id))!;
    const lane = (direction: number) => {
      const l = lot.lanes.find((d) => d.direction === direction)!;
      return { id: l.id, serial: l.serial, lotId: lot.id, laneName: l.laneName, direction: l.direction };
    };
    const capture = { plate: card.plates.split(', ')[0], color: 'blue' as const };
    for (const { inHoursAgo, hours } of visits) {
      const entered = await laneCapture(tx, lane(1), capture, now - inHoursAgo * HOUR);
      if (entered.stayId !== null) await laneCapture(tx, lane(2), capture, now - (inHoursAgo - hours) * HOUR);
    }
  }
}

/**
 * The booth cashier (whoever took cash at the booths) is a booth collector of the lots where he
 * did, and works day and night shifts back to back: signed in with the float, signed out with the
 * cash counted (once short, with the reason); the shift under way now stays open.
 */
async function boothShifts(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff, key: (w: string) => string): Promise<void> {
  const booths = await tx.query<{ operator: string; lot_id: number; n: number }>(
    `SELECT p.operator, p.lot_id, count(*)::int AS n FROM payments p JOIN users u ON lower(u.login_name) = lower(p.operator)
      WHERE p.place = 'booth' AND p.channel = 'cash' GROUP BY p.operator, p.lot_id ORDER BY n DESC, p.lot_id`);
  const boothOf = (lotId: number) => `${lots.find((l) => l.id === lotId)!.lanes.find((l) => l.direction === 2)!.laneName}岗亭`;
  for (const b of booths) {
    await desk.create('/BoothTollCollectorManagement', { userId: await userId(tx, b.operator), lotId: b.lot_id, boothName: boothOf(b.lot_id), status: 1 }, staff.admin, now - 8 * DAY);
  }
  const [main] = booths;
  if (!main) return;
  let n = 0;
  for (let offset = -PAST_DAYS - 1; offset <= 0; offset += 1) {
    for (const startHour of DEMO_SHIFT.startHours) {
      const start = dayStart(now, offset) + startHour * HOUR;
      const end = start + DEMO_SHIFT.hours * HOUR;
      if (start < now - (PAST_DAYS + 1) * DAY || start >= now) continue;
      const shift = await desk.create('/PostCashReconciliationSettlement', { lotId: main.lot_id, booth: boothOf(main.lot_id), openingFloat: DEMO_SHIFT.float }, main.operator, start);
      if (end > now) continue;
      const [cash] = await tx.query<{ taken: string }>(
        "SELECT coalesce(sum(amount), 0)::text AS taken FROM payments WHERE operator = $1 AND channel = 'cash' AND paid_at >= $2 AND paid_at <= $3",
        [main.operator, new Date(start).toISOString(), new Date(end).toISOString()]);
      const short = (n += 1) === DEMO_SHIFT.shortShift && Number(cash.taken) >= DEMO_SHIFT.shortBy;
      await desk.press('/PostCashReconciliationSettlement', 'signOut', [shift.id], {
        cashHandedOver: DEMO_SHIFT.float + Number(cash.taken) - (short ? DEMO_SHIFT.shortBy : 0), ...(short ? { reason: DEMO_SHIFT.shortReason } : {}),
      }, main.operator, end, key('shift'));
    }
  }
}

/** The street's POS terminal handed to each collector for a shift and taken back after it, on the last days. */
async function terminalHandOvers(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff): Promise<void> {
  const lotId = lots.find((l) => l.plan.key === 'street')!.id;
  const [terminal] = await tx.query<{ id: number }>('SELECT id FROM pos_terminals WHERE serial = $1', [DEMO_POS_TERMINAL.serial]);
  for (let offset = -DEMO_TERMINAL_SHIFTS.days; offset <= -1; offset += 1) {
    for (const shift of DEMO_TERMINAL_SHIFTS.shifts) {
      const [collector] = await tx.query<{ id: number }>('SELECT id FROM pos_users WHERE login_name = $1', [shift.login]);
      const row = await desk.create('/PosManage', { terminalId: terminal.id, posUserId: collector.id, lotId }, staff.operator, dayStart(now, offset) + shift.from * HOUR);
      await desk.press('/PosManage', 'takeBack', [row.id], {}, staff.operator, dayStart(now, offset) + shift.to * HOUR);
    }
  }
}

const userId = async (tx: Queryable, login: string) => Number((await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(login_name) = lower($1)', [login]))[0].id);

/**
 * Refunds: customer service asks, finance reviews and confirms (cash at the booth, Alipay through
 * the channel at that moment: its outbox call made in place), one is rejected, the latest waits for review.
 */
async function refunds(tx: Queryable, desk: DemoConsole, now: number, staff: DemoStaff, key: (w: string) => string, online: HistoryChannels | null): Promise<void> {
  const used: number[] = [];
  for (const plan of DEMO_REFUNDS) {
    if (plan.channel !== 'cash' && !online) continue;
    // Refunds of stays' payments (/OrderRefundList lists no card's) made before the day before
    // yesterday: yesterday's statements stay as the payments made them.
    const [payment] = await tx.query<{ id: number; paid_at: unknown }>(
      `SELECT id, paid_at FROM payments WHERE order_id IS NOT NULL AND channel = $1 AND amount >= $2 AND paid_at < $3 AND NOT (id = ANY($4::bigint[]))
        ORDER BY paid_at DESC LIMIT 1`, [plan.channel, plan.amount * 2, new Date(dayStart(now, -REFUNDED_BY_DAYS_AGO)).toISOString(), used]);
    if (!payment) continue;
    used.push(Number(payment.id));
    const asked = dayStart(toMs(payment.paid_at)!, 1) + plan.askedAtHour * HOUR;
    await desk.press('/OrderRefundList', 'requestRefund', [Number(payment.id)], { amount: plan.amount, reason: plan.reason }, staff.service, asked, key('refund'));
    if (plan.outcome === 'waiting') continue;
    const [refund] = await tx.query<{ id: number }>('SELECT id FROM refunds WHERE payment_id = $1 ORDER BY id DESC LIMIT 1', [payment.id]);
    const decided = asked + 2 * HOUR;
    if (plan.outcome === 'rejected') {
      await desk.press('/RefundReview', 'reject', [Number(refund.id)], {}, staff.finance, decided);
      continue;
    }
    await desk.press('/RefundReview', 'review', [Number(refund.id)], {}, staff.finance, decided);
    online?.channels.setClock(decided + MINUTE);
    try {
      await desk.press('/RefundReview', 'confirm', [Number(refund.id)], {}, staff.finance, decided + MINUTE, key('refund'));
      // The confirmation queued the call (the outbox); the history makes it at its own time.
      if (plan.channel !== 'cash' && online) {
        const [{ refund_no: refundNo }] = await tx.query<{ refund_no: string }>('SELECT refund_no FROM refunds WHERE id = $1', [refund.id]);
        await sendInPlace(tx, refundSender(tx, online.atRestKey), refundJobKey(refundNo), decided + MINUTE);
      }
    } finally {
      online?.channels.setClock(null);
    }
  }
}

/**
 * Arrears: the owners of some plates that owe are on file (/VehicleList) and reminded by SMS (one
 * twice); one arrear is written off; one is paid from an imported file of the collectors' offline
 * takings, then booked.
 */
async function arrearsWork(tx: Queryable, desk: DemoConsole, now: number, staff: DemoStaff, key: (w: string) => string): Promise<void> {
  const unpaid = await tx.query<{ id: number; plate: string; plate_color: string; lot_id: number; created_at: unknown }>(
    `SELECT a.id, a.plate, s.plate_color, a.lot_id, a.created_at FROM arrears a JOIN stays s ON s.id = a.stay_id
      WHERE a.state = 0 AND a.plate <> '' AND a.created_at < $1 ORDER BY a.created_at, a.id`, [new Date(now - DAY).toISOString()]);
  const [written, imported, ...reminded] = unpaid;
  const templates = await tx.query<{ id: number }>('SELECT id FROM sms_templates WHERE status = 1 AND code = ANY($1::text[]) ORDER BY code',
    [DEMO_ARREARS_SMS_TEMPLATES.map((t) => t.code)]);
  for (const [i, owner] of DEMO_REMINDED_OWNERS.entries()) {
    const arrear = reminded[i];
    if (!arrear) break;
    const owed = toMs(arrear.created_at)!;
    await desk.create('/VehicleList', { plate: arrear.plate, plateColor: arrear.plate_color, ...owner }, staff.service, owed - 20 * DAY);
    for (const [n, template] of templates.entries()) {
      const at = dayStart(owed, 1 + 2 * n) + 10 * HOUR;
      if (at < now && n <= i) await desk.press('/ArrearsList', 'remind', [Number(arrear.id)], { remindTemplateId: template.id }, staff.operator, at);
    }
  }
  if (written) {
    await desk.press('/ArrearsList', 'void', [Number(written.id)], { reason: DEMO_VOID_REASON }, staff.admin, dayStart(toMs(written.created_at)!, 1) + 11 * HOUR, key('void'));
  }
  if (imported) {
    const at = dayStart(toMs(imported.created_at)!, 1) + 16 * HOUR;
    const [{ due }] = await tx.query<{ due: number }>('SELECT o.due FROM arrears a JOIN orders o ON o.id = a.order_id WHERE a.id = $1', [imported.id]);
    await desk.importFile('/ImportData', `${DEMO_IMPORT.fileName}-${channelDay(at).replace(/-/g, '')}.xlsx`,
      [{ lotId: imported.lot_id, plate: imported.plate, channel: 'cash', amount: Number(due), note: DEMO_IMPORT.note }], staff.admin, at);
    const [row] = await tx.query<{ id: number }>('SELECT id FROM payment_imports WHERE plate = $1 ORDER BY id DESC LIMIT 1', [imported.plate]);
    await desk.press('/ImportData', 'book', [Number(row.id)], {}, staff.admin, at + 5 * MINUTE, key('import'));
  }
}

/** The last day reconciled by finance's morning routine before now. */
const lastReconciledDay = (now: number) => dayStart(now, (now >= dayStart(now) + FINANCE_MORNING ? 0 : -1) - RECONCILED_AFTER_DAYS);

/**
 * A driver paid by WeChat a few minutes before leaving a berth, but the payment's notification
 * never reached the backend: the stay left owing. The payment is a trade of the channel all the
 * same, at that moment; its day's statement carries it (a difference).
 */
async function lostNotification(tx: Queryable, now: number, { channels, atRestKey }: HistoryChannels): Promise<{ orderNo: string; at: number } | null> {
  // What the app showed the driver as owed is the order's due (the fee to the exit, a few minutes on).
  const [owing] = await tx.query<{ order_no: string; due: number; lot_id: number; exit_at: unknown }>(
    `SELECT o.order_no, o.due, a.lot_id, s.exit_at FROM arrears a JOIN stays s ON s.id = a.stay_id JOIN orders o ON o.id = a.order_id
      WHERE a.state = 0 AND o.due > 0 AND s.exit_at >= $1 AND s.exit_at < $2 ORDER BY s.exit_at LIMIT 1`,
    [new Date(dayStart(now, -PAST_DAYS) + HOUR).toISOString(), new Date(lastReconciledDay(now) + DAY - 10 * MINUTE).toISOString()]);
  if (!owing) return null;
  const at = toMs(owing.exit_at)! - DEMO_LOST_NOTIFICATION.minutesBeforeExit * MINUTE;
  channels.setClock(at);
  try {
    await payByCode(tx, atRestKey, 'wechat', Number(owing.lot_id), {
      outTradeNo: owing.order_no, amount: Number(owing.due), authCode: payerCode(seededRandom(DEMO_LOST_NOTIFICATION.seed), 'wechat'), subject: PAYMENT_SUBJECT,
    });
  } finally {
    channels.setClock(null);
  }
  return { orderNo: owing.order_no, at };
}

/** Finance asks WeChat about the difference the statement showed and books the payment (settle by query). */
async function settleLostPayment(tx: Queryable, desk: DemoConsole, lost: { orderNo: string; at: number }, staff: DemoStaff, key: (w: string) => string): Promise<void> {
  const [difference] = await tx.query<{ id: number }>("SELECT id FROM reconcile_differences WHERE order_no = $1 AND channel = 'wechat' AND state = 0", [lost.orderNo]);
  if (!difference) throw new Error(`demo: the lost WeChat payment of ${lost.orderNo} made no difference`);
  await desk.press('/WeChatDataDifference', 'settleByQuery', [Number(difference.id)], { reason: DEMO_LOST_NOTIFICATION.reason }, staff.finance,
    dayStart(lost.at, RECONCILED_AFTER_DAYS) + FINANCE_MORNING + 20 * MINUTE, key('settle'));
}

/**
 * Each morning finance exports yesterday's daily settlement, and reconciles the day before
 * yesterday (its statements complete by then): the statement of each channel downloaded on
 * /DailyBillCheck. Yesterday's statements are left for a newcomer to try (docs/demo.md).
 */
async function financeMornings(desk: DemoConsole, now: number, staff: DemoStaff, online: HistoryChannels | null): Promise<void> {
  for (let offset = -PAST_DAYS; offset <= -1; offset += 1) {
    const day = channelDay(dayStart(now, offset));
    const exported = dayStart(now, offset + 1) + FINANCE_MORNING;
    if (exported < now) {
      await desk.exportList('/DailyDetailedSettlement', { day: { from: day, to: day } }, `${DEMO_EXPORT_NAME}-${day.replace(/-/g, '')}.xlsx`, staff.finance, exported);
    }
    const reconciled = dayStart(now, offset + RECONCILED_AFTER_DAYS) + FINANCE_MORNING;
    if (online && reconciled < now) {
      for (const channel of ONLINE_CHANNELS) await desk.page(DAILY_BILL_CHECK, 'downloadStatement', { channel, day }, staff.finance, reconciled);
    }
  }
}

/**
 * The west lot runs a charging system of its own: each morning its takings of the day before are
 * typed in (/ChargeSystemList), a report per channel. Once its booth took ¥10 in cash the console
 * never booked: a difference (/DifferencesChargingSystem).
 */
async function chargeSystemTakings(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff): Promise<void> {
  const lot = lots.find((l) => l.plan.key === DEMO_CHARGE_SYSTEM.lot)!;
  for (let offset = -PAST_DAYS; offset <= -1; offset += 1) {
    const from = dayStart(now, offset);
    const taken = await tx.query<{ channel: string; n: number; amount: string }>(
      `SELECT channel, count(*)::int AS n, sum(amount)::text AS amount FROM payments WHERE lot_id = $1 AND paid_at >= $2 AND paid_at < $3
        GROUP BY channel ORDER BY channel`, [lot.id, new Date(from).toISOString(), new Date(from + DAY).toISOString()]);
    const extra = offset === DEMO_CHARGE_SYSTEM.unbookedDay ? DEMO_CHARGE_SYSTEM.unbooked : null;
    if (extra && !taken.some((t) => t.channel === 'cash')) taken.push({ channel: 'cash', n: 0, amount: '0' });
    const day = channelDay(from);
    for (const [i, t] of taken.entries()) {
      const unbooked = extra && t.channel === 'cash' ? extra : null;
      await desk.create('/ChargeSystemList', {
        lotId: lot.id, recordNo: `${DEMO_CHARGE_SYSTEM.recordPrefix}${day.replace(/-/g, '')}${String(i + 1).padStart(2, '0')}`,
        systemName: DEMO_CHARGE_SYSTEM.systemName, day, channel: t.channel,
        payments: t.n + (unbooked ? 1 : 0), amount: Number(t.amount) + (unbooked?.amount ?? 0), note: unbooked?.note ?? '',
      }, staff.admin, from + DAY + 8 * HOUR + 40 * MINUTE + i * MINUTE);
    }
  }
}

/** A problem reported at the console, then taken through its handling steps. */
async function reportAndHandle(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], problem: DemoProblem, now: number, staff: DemoStaff): Promise<void> {
  const { steps, hoursAgo, lot, ...values } = problem;
  let at = now - hoursAgo * HOUR;
  const row = await desk.create('/ProblemRecord', { ...values, lotId: lots.find((l) => l.plan.key === lot)!.id }, staff.operator, at);
  for (const step of steps) {
    at += step.afterMinutes * MINUTE;
    const input = step.action === 'assign' ? { assigneeId: await userId(tx, staff.operator), note: step.note } : step.note ? { note: step.note } : {};
    await desk.press('/ProblemHandling', step.action, [row.id], input, staff.operator, at);
  }
}
