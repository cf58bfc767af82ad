// What coupons take off a stay's fee (issue 21; docs/merchants.md, "Coupons at pricing"): one pure
// rule the lane, the pay station, the booth, the driver's page and the try-this-rate tool share
// through the charging core's pricing. The stay is priced by the tariff (`StayPricer`), never by
// hand: a time coupon prices it as if it left earlier, a period coupon as if it came later.
//
// In one declared order: the coupons that change the priced stay first (time, period), then cash,
// then one percentage, free or window coupon at most. At most `stackLimit` coupons per order (none:
// no limit). The relief never exceeds the fee. A coupon on a stay that costs nothing before any
// coupon is voided (not spent); one left out by the limits, or with nothing left to take off,
// stays unused for a later stay.
import { DAY_MINUTES } from '../../tariff/rules';
import type { EntryWindow } from '../cards/card-facts';

export const COUPON_KINDS = ['free', 'time', 'cash', 'percentage', 'period', 'window'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** One per order at most: each of them decides what is left of the fee as a whole. */
export const WHOLE_FEE_KINDS: readonly CouponKind[] = ['free', 'percentage', 'window'];
/** The declared order of application (issue 21: time first, then cash, then percentage). */
const ORDER: Record<CouponKind, number> = { time: 0, period: 0, cash: 1, percentage: 2, free: 2, window: 2 };

export type CouponTerms =
  | { kind: 'free' }
  /** Minutes off the end of the stay. */
  | { kind: 'time'; minutes: number }
  /** Fen off the fee. */
  | { kind: 'cash'; amount: number }
  /** The payer pays payPercent % of what is left ("8 折": 80). */
  | { kind: 'percentage'; payPercent: number }
  /** The first hours from entry are free. */
  | { kind: 'period'; hours: number }
  /** A stay wholly inside one of the windows pays payPercent % (0: free); otherwise it does not apply. */
  | { kind: 'window'; windows: readonly EntryWindow[]; payPercent: number };

export interface HeldCoupon { id: number; terms: CouponTerms }

/** The tariff's fee of the stay from `from` to `to` (epoch ms; to <= from: nothing). */
export type StayPricer = (from: number, to: number) => number;

export interface ReliefInput {
  entryAt: number;
  exitAt: number;
  price: StayPricer;
  /** The plate's usable coupons, in the order they were issued. */
  coupons: readonly HeldCoupon[];
  /** The lot's stack limit per order; null: none. */
  stackLimit: number | null;
  /** The operator's UTC offset, for window coupons. */
  utcOffsetMinutes: number;
}

export interface Relief {
  /** The fee before any coupon. */
  fee: number;
  /** Each coupon applied and what it took off, in the order applied. */
  applied: { id: number; kind: CouponKind; relief: number }[];
  /** Voided: the stay cost nothing before any coupon. */
  voided: number[];
  /** Left unused: limits, nothing left to take off, or a window the stay is not inside. */
  unused: number[];
  /** The fee after the coupons: fee - the reliefs. */
  rest: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const minuteOfDay = (at: number, offset: number) => ((Math.floor(at / MINUTE_MS) + offset) % DAY_MINUTES + DAY_MINUTES) % DAY_MINUTES;

/** The stay lies inside one occurrence of the window (start included, end excluded; across midnight allowed). */
export function stayInsideWindow(entryAt: number, exitAt: number, window: EntryWindow, offset: number): boolean {
  const length = window.from === window.to ? DAY_MINUTES : (window.to - window.from + DAY_MINUTES) % DAY_MINUTES;
  const sinceStart = (minuteOfDay(entryAt, offset) - window.from + DAY_MINUTES) % DAY_MINUTES;
  if (sinceStart >= length) return false;
  const stayMinutes = Math.ceil((exitAt - entryAt) / MINUTE_MS);
  return sinceStart + stayMinutes <= length;
}

/** Of the fee left, what the payer pays at payPercent %, rounded down to the fen (the payer's favour). */
const payOf = (left: number, payPercent: number) => Math.floor((left * payPercent) / 100);

export function couponRelief(input: ReliefInput): Relief {
  const { entryAt, exitAt, price, stackLimit, utcOffsetMinutes } = input;
  const fee = price(entryAt, exitAt);
  const ordered = [...input.coupons].map((c, issued) => ({ ...c, issued }))
    .sort((a, b) => ORDER[a.terms.kind] - ORDER[b.terms.kind] || a.issued - b.issued);
  if (fee <= 0) return { fee: 0, applied: [], voided: ordered.map((c) => c.id), unused: [], rest: 0 };

  const applied: Relief['applied'] = [];
  const unused: number[] = [];
  // The priced stay after the time-like coupons, and the fen taken off it since.
  let from = entryAt;
  let to = exitAt;
  let left = fee;
  let wholeFeeTaken = false;
  for (const coupon of ordered) {
    const { terms } = coupon;
    const full = stackLimit !== null && applied.length >= stackLimit;
    const secondWhole = WHOLE_FEE_KINDS.includes(terms.kind) && wholeFeeTaken;
    if (full || secondWhole || left <= 0) { unused.push(coupon.id); continue; }
    let next = left;
    switch (terms.kind) {
      case 'time': case 'period': {
        const [f, t] = terms.kind === 'time' ? [from, Math.max(from, to - terms.minutes * MINUTE_MS)] : [Math.min(to, from + terms.hours * HOUR_MS), to];
        const repriced = price(f, t);
        // What the earlier cash and percentage took is none yet: time-like coupons come first.
        next = Math.min(left, repriced);
        [from, to] = [f, t];
        break;
      }
      case 'cash': next = Math.max(0, left - terms.amount); break;
      case 'percentage': next = payOf(left, terms.payPercent); break;
      case 'free': next = 0; break;
      case 'window': {
        const inside = terms.windows.some((w) => stayInsideWindow(entryAt, exitAt, w, utcOffsetMinutes));
        if (!inside) { unused.push(coupon.id); continue; }
        next = payOf(left, terms.payPercent);
        break;
      }
    }
    const relief = left - next;
    if (relief <= 0) { unused.push(coupon.id); continue; }
    applied.push({ id: coupon.id, kind: terms.kind, relief });
    if (WHOLE_FEE_KINDS.includes(terms.kind)) wholeFeeTaken = true;
    left = next;
  }
  return { fee, applied, voided: [], unused, rest: left };
}
