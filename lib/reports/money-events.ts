// What the money figures are made of (docs/reports.md, "Money"): the kinds of the view
// settlement_events (backend/db/migrations/321_invoicing_settlement.sql: receivable, paid_<channel>,
// discounted, waived, from_balance, refunded, arrears_created, arrears_recovered, invoiced,
// invoice_reversed), two kinds of arrears read by the day they were made, and what a payment or a
// refund was for. A report's SQL sums amounts by kind and purpose; money-figures.ts adds them up.
import { PAYMENT_CHANNELS, type PaymentChannel } from '../parking/channels';

export type PaidKind = `paid_${Lowercase<PaymentChannel>}`;
/** The settlement kind of a channel's payments: 'paid_' || lower(channel), as the view writes it. */
export const paidKind = (channel: PaymentChannel) => `paid_${channel.toLowerCase()}` as PaidKind;
export const PAID_KINDS: readonly PaidKind[] = PAYMENT_CHANNELS.map(paidKind);

/** settlement_events' kinds, every one dated by the instant the view gives it. */
export const SETTLEMENT_EVENT_KINDS = [
  'receivable', ...PAID_KINDS, 'discounted', 'waived', 'from_balance', 'refunded',
  'arrears_created', 'arrears_recovered', 'invoiced', 'invoice_reversed',
] as const;

/**
 * Arrears by the day they were made (arrears.created_at), by their state now: recovered (state 1)
 * and void (state 2, deleted with a reason). Not in settlement_events, which dates a recovery by
 * its own day: the recovery rate follows the arrears of a period to what became of them.
 */
export const ARREARS_MADE_KINDS = ['arrears_made_recovered', 'arrears_made_void'] as const;

export type MoneyEventKind = PaidKind | Exclude<(typeof SETTLEMENT_EVENT_KINDS)[number], PaidKind> | (typeof ARREARS_MADE_KINDS)[number];
export const MONEY_EVENT_KINDS: readonly MoneyEventKind[] = [...SETTLEMENT_EVENT_KINDS, ...ARREARS_MADE_KINDS];

/**
 * What a payment was for, by the one order column payments sets (migration 297's
 * payments_of_one_order): a stay's order, a rental order (monthly and other packages), a
 * stored-value recharge, a merchant's top-up, a coupon package. A refund's: refunds.order_id
 * (parking) or rental_order_id (rental), a merchant closing's money handed back (merchantTopup).
 */
export const PAYMENT_PURPOSES = ['parking', 'rental', 'storedValue', 'merchantTopup', 'couponPackage'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PURPOSE_COLUMNS: Readonly<Record<PaymentPurpose, string>> = {
  parking: 'order_id',
  rental: 'rental_order_id',
  storedValue: 'recharge_order_id',
  merchantTopup: 'merchant_topup_id',
  couponPackage: 'coupon_order_id',
};

/** Kinds whose amounts carry a purpose; the others have none. */
export const KINDS_WITH_PURPOSE: readonly MoneyEventKind[] = [...PAID_KINDS, 'refunded'];

/** A sum of one kind (and purpose) over a bucket, as a report's SQL gives it. Fen. */
export interface MoneyEventSum {
  kind: MoneyEventKind;
  purpose?: PaymentPurpose | null;
  amount: number;
}
