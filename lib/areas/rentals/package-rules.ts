// The rules a package's terms obey before it is saved (spec 5, "Monthly package": pick a package or
// a daily rate; at least one charging or free period; a paid package needs a price; the months list
// has 2 values (range) or more (fixed choices)), shared by the form's backend and the tests.
// docs/rentals.md, "Packages".
import { isFen } from '../../money/fen';
import { readFenSteps } from '../../tariff/step-text';
import type { CardKind } from '../../parking/cards/kinds';
import { readDayWindows, windowsOverlap } from '../../parking/cards/day-windows';
import { type Outcome, RENTAL_REFUSALS, refuse } from './refusals';
import { monthsListValid, priceForMonths, readMonthsOffer } from './pricing';
import type { PeriodLength } from './period';

/** How a package is priced: its package price (a month's, a day's for day packages) or a daily rate for each day of the card. */
export const PACKAGE_PRICINGS = ['packagePrice', 'dailyRate'] as const;
export type PackagePricing = (typeof PACKAGE_PRICINGS)[number];

/** The kinds sold by the month, with a months list. */
export const MONTH_KINDS: readonly CardKind[] = ['monthly', 'multiMonth', 'property'];
/** The kinds that cost nothing to buy: a VIP's card; stored value is recharged instead (its recharge rule). */
export const UNPRICED_KINDS: readonly CardKind[] = ['vip', 'storedValue'];

export interface PackageTerms {
  kind: CardKind;
  pricing: PackagePricing;
  /** Fen: a month's price (a range), a day's for day packages; null when not given. */
  price: number | null;
  /** '1,12' (a range) or '1,3,6,12' (fixed choices). */
  months: string | null;
  /** Each choice's price, 'months:fen,...' (the stored form of a step table). */
  choicePrices: string | null;
  dailyRate: number | null;
  freePeriods: string | null;
  chargedPeriods: string | null;
  entryWindows: string | null;
  shortBalance: string | null;
  /** YYYY-MM-DD. */
  saleFrom: string | null;
  saleTo: string | null;
}

const isPrice = (fen: number | null): fen is number => isFen(fen) && fen > 0;

/** The numbers of a months list as typed ('1, 3，6'), or null when one is not a whole number. */
export function readMonthsList(text: string | null): number[] | null {
  const parts = (text ?? '').split(/[,，]/).map((p) => p.trim()).filter(Boolean);
  return parts.every((p) => /^\d{1,3}$/.test(p)) ? parts.map(Number) : null;
}

function checkPeriods(terms: PackageTerms): Outcome<object> {
  const read = [terms.freePeriods, terms.chargedPeriods, terms.entryWindows].map(readDayWindows);
  for (const r of read) if (!r.ok) return refuse(RENTAL_REFUSALS.windowsInvalid, { part: r.part });
  const [free, charged] = read.map((r) => (r.ok ? r.windows : []));
  if (!free.length && !charged.length) return refuse(RENTAL_REFUSALS.periodsMissing);
  if (windowsOverlap([...free, ...charged])) return refuse(RENTAL_REFUSALS.periodsOverlap);
  return { ok: true };
}

function checkPrice(terms: PackageTerms): Outcome<object> {
  if (UNPRICED_KINDS.includes(terms.kind)) return { ok: true };
  if (terms.pricing === 'dailyRate' && !isPrice(terms.dailyRate)) return refuse(RENTAL_REFUSALS.priceMissing);
  if (!MONTH_KINDS.includes(terms.kind)) return terms.pricing === 'packagePrice' && !isPrice(terms.price) ? refuse(RENTAL_REFUSALS.priceMissing) : { ok: true };
  const months = readMonthsList(terms.months);
  if (!months || !monthsListValid(months)) return refuse(RENTAL_REFUSALS.monthsListInvalid);
  if (terms.pricing === 'dailyRate') return { ok: true };
  const offer = monthsOffer(months, terms);
  return offer.ok ? { ok: true } : offer;
}

/**
 * The months offer of a months list at the package's prices: a range at its price a month, or
 * fixed choices each with its price, one for each of the list's months and none for another.
 */
function monthsOffer(months: readonly number[], terms: Pick<PackageTerms, 'price' | 'choicePrices'>) {
  const steps = months.length > 2 ? readFenSteps(terms.choicePrices ?? '') : null;
  const byMonths = new Map(steps?.ok ? steps.bands.map((b) => [b.upToMinutes, b.price]) : []);
  if (steps && (!steps.ok || byMonths.size !== months.length || months.some((m) => !byMonths.has(m)))) return refuse(RENTAL_REFUSALS.choicePricesInvalid);
  return readMonthsOffer(months, terms.price ?? 0, months.map((m) => byMonths.get(m) ?? 0));
}

/** The first of the spec's rules the terms break, in the form's order, or ok. */
export function checkPackage(terms: PackageTerms): Outcome<object> {
  const periods = checkPeriods(terms);
  if (!periods.ok) return periods;
  const price = checkPrice(terms);
  if (!price.ok) return price;
  if (terms.kind === 'storedValue' && !terms.shortBalance) return refuse(RENTAL_REFUSALS.shortBalanceMissing);
  if (terms.saleFrom && terms.saleTo && terms.saleFrom > terms.saleTo) return refuse(RENTAL_REFUSALS.datesOutOfOrder, { from: terms.saleFrom, to: terms.saleTo });
  return { ok: true };
}

/** What a package's terms price: the kind, how it is priced and its prices (an approved package's, so valid). */
export type PricedTerms = Pick<PackageTerms, 'kind' | 'pricing' | 'price' | 'months' | 'choicePrices' | 'dailyRate'>;

/**
 * What a sale of `length` costs under the package (fen), the period it buys being `periodDays`
 * days long: nothing for a VIP; the daily rate times the period's days; a day package's price a day;
 * the months offer's price of the months (range or choice).
 */
export function saleAmount(terms: PricedTerms, length: PeriodLength, periodDays: number): Outcome<{ amount: number }> {
  if (terms.kind === 'vip') return { ok: true, amount: 0 };
  if (terms.pricing === 'dailyRate') return { ok: true, amount: (terms.dailyRate ?? 0) * periodDays };
  if ('days' in length) return { ok: true, amount: (terms.price ?? 0) * length.days };
  const offer = monthsOffer(readMonthsList(terms.months) ?? [], terms);
  if (!offer.ok) return offer;
  const priced = priceForMonths({ kind: 'monthly', offer: offer.offer }, length.months);
  return priced.ok ? { ok: true, amount: priced.price } : priced;
}
