// Stores of lib/areas/settlement/screens.ts. Shifts (139_cashier_shifts.sql): signed in by
// the create form (the cashier is the caller), signed out by the row action's domain service;
// while a shift is open its figures are the cashier's payments so far, once closed those written
// at sign-out. The settlements are the views of 140_daily_settlement.sql, read and export only.
import { PAYMENT_CHANNELS } from '../../../lib/parking/channels';
import { OPEN_STAY_STATES } from '../../../lib/parking/stay-machine';
import { SHIFT_STATE } from '../../../lib/areas/settlement/shift-machine';
import { takenColumn, takenField } from '../../../lib/areas/settlement/shift-figures';
import { requireCaller } from '../../context';
import { isoAt, toMs } from '../../db';
import { AUDIT, shownOrderStateSql, ORDER_AT_READ, dayAndLot, lineDayAndLot, statementNow } from '../charging';
import { LOT_JOIN, ORDER_JOINS } from '../orders';
import { actorOf } from '../../kernel/actor';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { payForBigCustomer } from './big-customer';
import { bookImportedPayments, checkImportedPayment } from './payment-imports';
import { signInValues, signOutShift, type SignOutResult } from './shifts';

/** A closed shift's receipt: the screen's fields (fen, ISO instants). */
const receiptOf = (row: Record<string, unknown>) => ({
  shiftNo: row.shift_no, lotName: row.lot_name, booth: row.booth, cashier: row.cashier, signedInAt: iso(row.signed_in_at),
  signedOutAt: iso(row.signed_out_at), openingFloat: Number(row.opening_float), payments: Number(row.payments),
  ...Object.fromEntries(PAYMENT_CHANNELS.map((c) => [takenField(c), Number(row[takenColumn(c)])])),
  takenTotal: Number(row.taken_total), expectedCash: Number(row.expected_cash), cashHandedOver: Number(row.cash_handed_over),
  difference: Number(row.difference), differenceReason: row.difference_reason, signedOutBy: row.signed_out_by,
});
const iso = (value: unknown) => { const ms = toMs(value); return ms === null ? null : isoAt(ms); };

const CLOSED = `t.state = ${SHIFT_STATE.closed}`;
/** An open shift's payments so far (lt), by channel; a closed shift's figures are its own columns. */
const LIVE_TAKINGS = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS payments, ${PAYMENT_CHANNELS.map((c) => `coalesce(sum(p.amount) FILTER (WHERE p.channel = '${c}'), 0)::bigint AS ${takenColumn(c)}`).join(', ')},
           coalesce(sum(p.amount), 0)::bigint AS taken_total
      FROM payments p WHERE t.state = ${SHIFT_STATE.open} AND p.operator = t.cashier AND p.paid_at >= t.signed_in_at
  ) lt ON true`;
const liveOrKept = (column: string) => `CASE WHEN ${CLOSED} THEN t.${column} ELSE lt.${column} END`;

export const cashierShiftStore: EntityStore = {
  entity: 'cashierShift',
  table: 'cashier_shifts',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    payments: liveOrKept('payments'),
    ...Object.fromEntries(PAYMENT_CHANNELS.map((c) => [takenField(c), liveOrKept(takenColumn(c))])),
    takenTotal: liveOrKept('taken_total'),
    expectedCash: `CASE WHEN ${CLOSED} THEN t.expected_cash ELSE t.opening_float + lt.taken_cash END`,
  },
  joins: `${LOT_JOIN} ${LIVE_TAKINGS}`,
  lotColumn: 'lot_id',
  /** Sign-in: the caller opens a shift now (refused while they have one open). */
  async beforeWrite(tx, values, mode, context) {
    if (mode !== 'create') throw new Error('a shift is never edited');
    return { ...values, openingFloat: values.openingFloat ?? 0, ...(await signInValues(tx, requireCaller(context).loginName, context.now)) };
  },
  rowActions: {
    /** { cashHandedOver, reason? } in fen: each selected open shift signed out. */
    signOut: rowService({
      service: signOutShift,
      inputOf: ({ id, input }) => ({ shiftId: id, cashHandedOver: input.cashHandedOver, ...(typeof input.reason === 'string' ? { reason: input.reason } : {}) }),
      answer: (results: SignOutResult[]) => (results.length === 1 ? results[0] : results),
    }),
    /** The sign-out receipt of one closed shift (the engine checked its state): read only. */
    receipt: async (tx, ids) => {
      const [row] = await tx.query(`SELECT t.*, l.name AS lot_name FROM cashier_shifts t ${LOT_JOIN} WHERE t.id = $1`, [ids[0]]);
      return row ? receiptOf(row) : null;
    },
  },
};

/** The view names what each channel took paid_<channel> in lower case: the pay station's is not its field's default. */
const DAILY_COLUMNS = { paidPayStation: 'paid_paystation' };

export const dailySettlementStore: EntityStore = {
  entity: 'dailySettlement', table: 'daily_settlement', columns: DAILY_COLUMNS, computed: { lotName: 'l.name' }, joins: LOT_JOIN, lotColumn: 'lot_id',
  // The receivable of the day's orders of vehicles still in the lot: priced when read.
  atRead: { rows: statementNow(dayAndLot, lineDayAndLot) },
};

export const boothCashSettlementStore: EntityStore = {
  entity: 'boothCashSettlement',
  table: 'booth_cash_settlement',
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

export const electronicPaymentStatementStore: EntityStore = {
  entity: 'electronicPaymentStatement',
  table: 'electronic_payment_statement',
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

/** The big-customer payment that paid an order, if one did (bc). */
const BIG_CUSTOMER_JOIN = `LEFT JOIN LATERAL (
    SELECT b.payment_no, b.customer FROM payments p JOIN big_customer_payments b ON b.id = p.big_customer_payment_id
     WHERE p.order_id = t.id ORDER BY b.id DESC LIMIT 1
  ) bc ON true`;

export const bigCustomerOrderStore: EntityStore = {
  entity: 'bigCustomerOrder',
  table: 'orders',
  auditEntity: AUDIT.order,
  computed: {
    lotName: 'l.name', entryAt: 's.entry_at', exitAt: 's.exit_at', stayState: 's.state', customer: 'bc.customer', bigPaymentNo: 'bc.payment_no',
    state: shownOrderStateSql('t.state', 's.state'),
  },
  joins: `${ORDER_JOINS} ${BIG_CUSTOMER_JOIN}`,
  lotColumn: 'lot_id',
  // What is due of a vehicle still in the lot is priced when read: every such order is listed.
  where: `t.due > 0 OR s.state IN (${OPEN_STAY_STATES.join(', ')}) OR bc.payment_no IS NOT NULL`,
  atRead: ORDER_AT_READ,
  rowActions: {
    /** { customer, channel, channelTxnNo?, amount }: one payment covering the selected orders. */
    payTogether: (tx, ids, input, context, command) => payForBigCustomer(tx, {
      customer: input.customer, orderIds: ids, channel: input.channel, amount: input.amount,
      ...(typeof input.channelTxnNo === 'string' && input.channelTxnNo.trim() ? { channelTxnNo: input.channelTxnNo } : {}),
    }, actorOf(context), { at: context.now, idempotencyKey: command.idempotencyKey ?? '' }),
  },
};

export const orderSettlementStore: EntityStore = {
  entity: 'orderSettlement',
  table: 'order_settlement',
  auditEntity: AUDIT.order,
  computed: { lotName: 'l.name', state: shownOrderStateSql('t.state', 's.state') },
  joins: `${LOT_JOIN} LEFT JOIN stays s ON s.id = (SELECT o.stay_id FROM orders o WHERE o.id = t.id)`,
  lotColumn: 'lot_id',
  atRead: ORDER_AT_READ,
};

export const settlementTodayStore: EntityStore = { ...dailySettlementStore, entity: 'settlementToday', table: 'settlement_today' };

export const paymentImportStore: EntityStore = {
  entity: 'paymentImport',
  table: 'payment_imports',
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  /** Every imported row: checked against what its plate owes (a FieldError is that row's error). */
  async beforeWrite(tx, values, mode, context) {
    if (mode !== 'create') throw new Error('an imported payment is never edited');
    return checkImportedPayment(tx, values, context);
  },
  rowActions: { book: (tx, ids, _input, context, command) => bookImportedPayments(tx, ids, context, command) },
};

export const SETTLEMENT_STORES: readonly EntityStore[] = [
  cashierShiftStore, dailySettlementStore, boothCashSettlementStore, electronicPaymentStatementStore, bigCustomerOrderStore,
  orderSettlementStore, settlementTodayStore, paymentImportStore,
];
