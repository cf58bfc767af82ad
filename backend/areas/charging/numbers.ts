// Numbers people read out: the kind's letter, the operator's day and a sequence
// ('S20261125000042' a stay, 'T…' an order, 'P…' a payment, 'M…' a rental order, 'V…' a stored-value recharge, 'H…' a merchant's top-up, 'Q…' a coupon package sold to a driver). One database sequence each, so any
// number of backend processes hand out distinct numbers.
import { SIGNING_CLOCK_OFFSET_HOURS } from '../../../lib/spec-constants';
import type { Reader } from '../../db';

const KINDS = {
  stay: { letter: 'S', sequence: 'stay_no_seq' }, order: { letter: 'T', sequence: 'order_no_seq' }, payment: { letter: 'P', sequence: 'payment_no_seq' },
  rentalOrder: { letter: 'M', sequence: 'rental_order_no_seq' }, rechargeOrder: { letter: 'V', sequence: 'recharge_order_no_seq' },
  merchantTopUp: { letter: 'H', sequence: 'merchant_topup_no_seq' }, couponOrder: { letter: 'Q', sequence: 'coupon_order_no_seq' },
} as const;
const SEQUENCE_DIGITS = 6;

/** The operator's calendar day (UTC+8) of an instant, as YYYYMMDD. */
export const operatorDay = (at: number) => new Date(at + SIGNING_CLOCK_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

export async function nextNumber(tx: Reader, kind: keyof typeof KINDS, at: number): Promise<string> {
  const { letter, sequence } = KINDS[kind];
  const [{ n }] = await tx.query<{ n: number }>(`SELECT nextval('${sequence}')::bigint AS n`);
  return `${letter}${operatorDay(at)}${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
}
