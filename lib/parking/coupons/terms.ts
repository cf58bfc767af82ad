// A coupon type's row read into the terms the relief rule takes (relief.ts), and what one use costs
// its merchant (docs/merchants.md, "Coupons"). Pure: the charging core reads the rows, these decide.
import { readDayWindows } from '../cards/day-windows';
import type { Settlement } from '../merchant-account';
import type { CouponKind, CouponTerms } from './relief';

export interface CouponTypeRow {
  kind: CouponKind; minutes: number | null; amount: number | null; pay_percent: number | null; hours: number | null; windows: string | null;
}

/** The terms of a type as stored (the table's checks hold: each kind has its value); null when its windows do not read. */
export function termsOf(row: CouponTypeRow): CouponTerms | null {
  switch (row.kind) {
    case 'free': return { kind: 'free' };
    case 'time': return { kind: 'time', minutes: Number(row.minutes) };
    case 'cash': return { kind: 'cash', amount: Number(row.amount) };
    case 'percentage': return { kind: 'percentage', payPercent: Number(row.pay_percent) };
    case 'period': return { kind: 'period', hours: Number(row.hours) };
    case 'window': {
      const read = readDayWindows(row.windows);
      return read.ok && read.windows.length ? { kind: 'window', windows: read.windows, payPercent: Number(row.pay_percent) } : null;
    }
  }
}

export const COUPON_CHARGES = ['relief', 'fixed'] as const;
export type CouponCharge = (typeof COUPON_CHARGES)[number];

export interface ChargeRule { charge: CouponCharge; chargeAmount: number | null; chargeMax: number | null }

/**
 * What one use costs the merchant, in its account's unit: fen, the relief (at most chargeMax) or
 * the fixed amount; or, for a prepaid-minutes merchant, that money in minutes at its minute price,
 * rounded up to the minute (a started minute is spent).
 */
export function useCharge(relief: number, rule: ChargeRule, settlement: Settlement, minutePrice: number | null): number {
  const fen = rule.charge === 'fixed' ? Number(rule.chargeAmount) : Math.min(relief, rule.chargeMax ?? relief);
  if (settlement !== 'minutes') return fen;
  return minutePrice && minutePrice > 0 ? Math.ceil(fen / minutePrice) : 0;
}
