// The coupon reports' figures, defined once (docs/merchants.md, "Coupon reports"). A day's figures
// of a coupon type come from the view coupon_daily (300_coupon_reports.sql); every screen that
// shows a figure over several days (/CouponOrderStatistics' totals, /MerchantCouponUsage's period)
// adds them up with `sumCouponDays`, and a merchant's standing against its issuing limits is
// `limitStanding`, so two screens never count the same thing two ways.

/** One coupon type's figures on one day (fen for money, minutes for a minutes merchant's charge). */
export interface CouponDay {
  issued: number; used: number; expired: number; voided: number;
  relief: number; chargeFen: number; chargeMinutes: number;
}

export const COUPON_DAY_FIGURES = ['issued', 'used', 'expired', 'voided', 'relief', 'chargeFen', 'chargeMinutes'] as const satisfies readonly (keyof CouponDay)[];

export const NO_COUPON_DAYS: CouponDay = { issued: 0, used: 0, expired: 0, voided: 0, relief: 0, chargeFen: 0, chargeMinutes: 0 };

/** The figures of several days (or types) added up; rows read from the database or a list (values may be strings or blank). */
export function sumCouponDays(days: readonly Readonly<Record<string, unknown>>[]): CouponDay {
  const total = { ...NO_COUPON_DAYS };
  for (const day of days) for (const figure of COUPON_DAY_FIGURES) total[figure] += Number(day[figure] ?? 0);
  return total;
}

export const LIMIT_KINDS = ['count', 'amount', 'minutes', 'cars'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface LimitUse { limit: number; used: number; left: number; percent: number }

/**
 * How far a merchant is into each of its issuing limits (the limits `issueRefusal` enforces):
 * what is left (never below 0) and the share used in whole percent, rounded down so that 100 means
 * the next coupon of that kind is refused. `nearest` is the highest share (null: no limit set).
 * A limit lowered below what was already issued shows above 100.
 */
export function limitStanding(limits: Record<LimitKind, number | null>, used: Record<LimitKind, number>) {
  const standing: Partial<Record<LimitKind, LimitUse>> = {};
  let nearest: number | null = null;
  for (const kind of LIMIT_KINDS) {
    const limit = limits[kind];
    if (limit === null || limit <= 0) continue;
    const percent = Math.floor((used[kind] * 100) / limit);
    standing[kind] = { limit, used: used[kind], left: Math.max(0, limit - used[kind]), percent };
    nearest = nearest === null ? percent : Math.max(nearest, percent);
  }
  return { standing, nearest };
}
