// "Try this rate" (pure, runs in the browser): the fee of a rate as its form is typed, for one
// stay, before anything is saved. The form's values go through the same rulesFromForm the backend
// uses and the engine prices the stay, a merchant's coupon tried on it as the pricing would take
// it off; times are on the operator's clock (UTC+8). Holiday rules
// price by the /HolidayInfo calendar of the stay's days, which the caller reads (calendarRange).
import { formPayload, type FormValues } from '../../list/form-values';
import { fieldErrors } from '../../screens/payloads';
import { valuesSchema } from '../../screens/schema';
import type { ScreenDecl } from '../../screens/types';
import { DEFAULT_UTC_OFFSET_MINUTES, MS_PER_MINUTE } from '../../tariff/calendar';
import { evaluateFee, type FeeResult } from '../../tariff/evaluate';
import { couponRelief, type CouponKind, type CouponTerms, type Relief } from '../../parking/coupons/relief';
import { parseYuan } from '../../money/fen';
import { rulesFromForm, type RateFormFieldName } from '../../tariff/form';
import { PLATE_COLORS, SPECIAL_CLASSES, VEHICLE_TYPES, selectRate, type RateCandidate, type Vehicle } from '../../tariff/select';
import { CALENDAR_MAX_DAYS, addDays, daysBetween, type HolidayCalendar } from './holiday-calendar';
import { RATE_TARIFF_FIELDS, firstRefusal } from './tariff-fields';

/** The stay to price: entry and exit as a datetime-local input holds them, on the operator's clock. */
export interface TryStay {
  entry: string;
  exit: string;
  vehicleType: Vehicle['vehicleType'];
  plateColor: Vehicle['plateColor'];
  /** A merchant's coupon to try on it: its kind ('' none) and value as typed (minutes, yuan, % paid, hours). */
  coupon: { kind: TryCouponKind | ''; value: string };
}

/** The coupons the tool tries (a window coupon needs windows: tried on its own screen's stays instead). */
export const TRY_COUPON_KINDS = ['free', 'time', 'cash', 'percentage', 'period'] as const satisfies readonly CouponKind[];
export type TryCouponKind = (typeof TRY_COUPON_KINDS)[number];

export type TryOutcome =
  /** The form's rules are refused: the first field at fault and its message key (validation.json). */
  | { kind: 'invalid'; field: RateFormFieldName; messageKey: string }
  /** Entry or exit not given yet. */
  | { kind: 'incomplete' }
  | { kind: 'exitBeforeEntry' }
  /** The rate is for other vehicles (type, plate colour). */
  | { kind: 'notForVehicle' }
  /** A rate of particular days, not valid on the entry's day. */
  | { kind: 'notThatDay'; day: string }
  /** The rate has holiday rules and the calendar of the stay's days is not read yet. */
  | { kind: 'calendar' }
  /** The fee; with a coupon tried, what it takes off (null: its value does not read). */
  | { kind: 'fee'; fee: FeeResult; coupon?: Relief | null };

const OFFSET_MS = DEFAULT_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** 'YYYY-MM-DDTHH:mm' on the operator's clock as epoch ms; null when it is no such minute. */
export function operatorTimeToEpoch(text: string): number | null {
  if (!LOCAL_MINUTE.test(text)) return null;
  const ms = Date.parse(`${text}:00Z`);
  return Number.isNaN(ms) || !new Date(ms).toISOString().startsWith(text) ? null : ms - OFFSET_MS;
}

/** Epoch ms as 'YYYY-MM-DD HH:mm' on the operator's clock. */
export const operatorTime = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A line's from – to on the operator's clock, the end's date only when it is another day. */
/** `value` when it is one of `options`, else undefined. */
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/** The rate as a candidate of selectRate, from the form: a blank type or colour is 'all'. */
export function candidateOf(values: FormValues): RateCandidate {
  return {
    id: 0,
    vehicleType: oneOf(VEHICLE_TYPES, values.vehicleType) ?? 'all',
    plateColor: oneOf(PLATE_COLORS, values.plateColor) ?? 'all',
    specialClass: oneOf(SPECIAL_CLASSES, values.specialClass),
  };
}

/** Days a dated rate applies (both included, 'YYYY-MM-DD'); a blank bound is open. */
const validOn = (values: FormValues, day: string) =>
  (typeof values.validFrom !== 'string' || values.validFrom === '' || day >= values.validFrom)
  && (typeof values.validTo !== 'string' || values.validTo === '' || day <= values.validTo);

/** The days of the calendar a stay needs (its entry's to its exit's, at most a year); null without both times. */
export function calendarRange(stay: Pick<TryStay, 'entry' | 'exit'>): { from: string; to: string } | null {
  const [entryAt, exitAt] = [operatorTimeToEpoch(stay.entry), operatorTimeToEpoch(stay.exit)];
  if (entryAt === null || exitAt === null || exitAt < entryAt) return null;
  const from = operatorTime(entryAt).slice(0, 10);
  const to = operatorTime(exitAt).slice(0, 10);
  return { from, to: daysBetween(from, to) < CALENDAR_MAX_DAYS ? to : addDays(from, CALENDAR_MAX_DAYS - 1) };
}

/**
 * The fee of `screen`'s rate as its form `values` are typed, for `stay`; `calendar` holds the
 * holidays and worked weekend days of calendarRange(stay) once read.
 */
export function tryRate(screen: ScreenDecl, values: FormValues, stay: TryStay, calendar?: HolidayCalendar): TryOutcome {
  // As a save would: each field by its declaration (amounts, bounds, options), then the rules.
  const typed = valuesSchema({ ...screen, fields: RATE_TARIFF_FIELDS }, 'create').safeParse(formPayload(RATE_TARIFF_FIELDS, values));
  if (!typed.success) return { kind: 'invalid', ...firstRefusal(fieldErrors(typed.error))! };
  const rules = rulesFromForm(typed.data as Record<string, unknown>);
  if (!rules.ok) return { kind: 'invalid', ...firstRefusal(rules.fields)! };
  const entryAt = operatorTimeToEpoch(stay.entry);
  const exitAt = operatorTimeToEpoch(stay.exit);
  if (entryAt === null || exitAt === null) return { kind: 'incomplete' };
  if (exitAt < entryAt) return { kind: 'exitBeforeEntry' };
  // A vehicle of a special class rate is taken to be of its class: only type and colour can miss.
  const candidate = candidateOf(values);
  const vehicle: Vehicle = { vehicleType: stay.vehicleType, plateColor: stay.plateColor, specialClass: candidate.specialClass };
  if (!selectRate([candidate], vehicle)) return { kind: 'notForVehicle' };
  const day = operatorTime(entryAt).slice(0, 10);
  if (!validOn(values, day)) return { kind: 'notThatDay', day };
  if (rules.rules.holiday && !calendar) return { kind: 'calendar' };
  const days = { utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES, holidays: new Set(calendar?.holidays), workdays: new Set(calendar?.workdays) };
  const fee = evaluateFee(rules.rules, { entryAt, exitAt, ...days });
  if (!stay.coupon.kind) return { kind: 'fee', fee };
  const terms = couponTermsOf(stay.coupon.kind, stay.coupon.value);
  // The coupon as the pricing applies it (lib/parking/coupons/relief.ts), over the same rules.
  const price = (from: number, to: number) => (to <= from ? 0 : evaluateFee(rules.rules, { entryAt: from, exitAt: to, ...days }).total);
  return { kind: 'fee', fee, coupon: terms && couponRelief({ entryAt, exitAt, price, coupons: [{ id: 1, terms }], stackLimit: null, utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES }) };
}

/** A tried coupon's terms from its typed value; null when the value does not read (as the coupon's form bounds it). */
export function couponTermsOf(kind: TryCouponKind, value: string): CouponTerms | null {
  if (kind === 'free') return { kind };
  if (kind === 'cash') {
    const amount = parseYuan(value.trim());
    return amount !== null && amount > 0 ? { kind, amount } : null;
  }
  if (kind === 'percentage') {
    // The discount in 折, one decimal: "8" pays 80 % (issue 21's convention).
    const d = /^\d(\.\d)?$/.test(value.trim()) ? Number(value.trim()) : NaN;
    return d >= 0 && d < 10 ? { kind, payPercent: Math.round(d * 10) } : null;
  }
  const n = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(n > 0)) return null;
  return kind === 'time' ? { kind, minutes: n } : { kind, hours: n };
}
