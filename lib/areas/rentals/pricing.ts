// What a package costs: months at the monthly price within a range, or fixed choices each with its
// own price (spec 5: "months list has 2 values (range) or more (fixed choices)"); VIP cards cost
// nothing; stored-value recharges with their gift. Integer fen throughout; no rounding arises.
// docs/rentals.md, "Periods, prices and refunds".
import { fenToYuan, isFen } from '../../money/fen';
import { MAX_MONTHS } from './period';
import { type Outcome, type Refused, RENTAL_REFUSALS, refuse } from './refusals';

export interface MonthsChoice { months: number; price: number }
export type MonthsOffer =
  | { kind: 'range'; min: number; max: number; monthlyPrice: number }
  | { kind: 'choices'; choices: readonly MonthsChoice[] };

/** The packages sold by the month; VIP ones are free and have no offer. */
export type MonthlyPackage = { kind: 'vip' } | { kind: 'monthly' | 'multiMonth' | 'property'; offer: MonthsOffer };

const isMonths = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_MONTHS;
const isPrice = (fen: number) => isFen(fen) && fen > 0;
const yuanList = (amounts: readonly number[]) => amounts.map((fen) => fenToYuan(fen)).join(', ');

/** A months list as spec 5 says it: a range of 2 (the first not above the second) or 3 or more different choices, whole months. */
export const monthsListValid = (months: readonly number[]) => months.length >= 2 && months.every(isMonths)
  && (months.length === 2 ? months[0] <= months[1] : new Set(months).size === months.length);

/**
 * A package's months list read as spec 5 says: 2 values are a range [min, max] sold at
 * `monthlyPrice` a month; 3 or more are fixed choices, `prices[i]` being the price of `months[i]`.
 * Two fixed choices cannot be said (they read as a range). A paid package needs its prices.
 */
export function readMonthsOffer(months: readonly number[], monthlyPrice: number, prices: readonly number[] = []): Outcome<{ offer: MonthsOffer }> {
  const listInvalid = refuse(RENTAL_REFUSALS.monthsListInvalid);
  if (!monthsListValid(months)) return listInvalid;
  if (months.length === 2) {
    if (!isPrice(monthlyPrice)) return refuse(RENTAL_REFUSALS.priceMissing);
    return { ok: true, offer: { kind: 'range', min: months[0], max: months[1], monthlyPrice } };
  }
  if (prices.length !== months.length) return listInvalid;
  if (!prices.every(isPrice)) return refuse(RENTAL_REFUSALS.priceMissing);
  return { ok: true, offer: { kind: 'choices', choices: months.map((m, i) => ({ months: m, price: prices[i] })) } };
}

/** The price of `months` months of a package. */
export function priceForMonths(pkg: MonthlyPackage, months: number): Outcome<{ price: number }> {
  if (!isMonths(months)) return refuse(RENTAL_REFUSALS.countInvalid, { max: MAX_MONTHS });
  if (pkg.kind === 'vip') return { ok: true, price: 0 };
  const { offer } = pkg;
  if (offer.kind === 'range') {
    if (months < offer.min || months > offer.max) return refuse(RENTAL_REFUSALS.monthsOutOfRange, { min: offer.min, max: offer.max });
    return { ok: true, price: months * offer.monthlyPrice };
  }
  const choice = offer.choices.find((c) => c.months === months);
  if (!choice) return refuse(RENTAL_REFUSALS.monthsNotOffered, { choices: offer.choices.map((c) => c.months).join(', ') });
  return { ok: true, price: choice.price };
}

/**
 * Whether a package whose months list reads `months` sells `count` months (the period's length of
 * a sale priced otherwise: a merchant's cards, docs/rentals.md "Merchant packages"): within the
 * range, or one of the fixed choices. Null when it does.
 */
export function monthsRefusal(months: readonly number[], count: number): Refused | null {
  if (!isMonths(count)) return refuse(RENTAL_REFUSALS.countInvalid, { max: MAX_MONTHS });
  if (!monthsListValid(months)) return refuse(RENTAL_REFUSALS.monthsListInvalid);
  if (months.length === 2) return count < months[0] || count > months[1] ? refuse(RENTAL_REFUSALS.monthsOutOfRange, { min: months[0], max: months[1] }) : null;
  return months.includes(count) ? null : refuse(RENTAL_REFUSALS.monthsNotOffered, { choices: months.join(', ') });
}

/**
 * The months an amount paid buys: a whole number of months at the monthly price within the range
 * (yunqi: "充值金额必须是月租的整数倍"), or exactly one choice's price.
 */
export function monthsForAmount(offer: MonthsOffer, amount: number): Outcome<{ months: number }> {
  if (!isPrice(amount)) return refuse(RENTAL_REFUSALS.amountInvalid);
  if (offer.kind === 'choices') {
    const choice = offer.choices.find((c) => c.price === amount);
    return choice ? { ok: true, months: choice.months } : refuse(RENTAL_REFUSALS.amountNotAChoice, { prices: yuanList(offer.choices.map((c) => c.price)) });
  }
  if (amount % offer.monthlyPrice !== 0) return refuse(RENTAL_REFUSALS.amountNotWholeMonths, { monthly: fenToYuan(offer.monthlyPrice) });
  const months = amount / offer.monthlyPrice;
  if (months < offer.min || months > offer.max) return refuse(RENTAL_REFUSALS.monthsOutOfRange, { min: offer.min, max: offer.max });
  return { ok: true, months };
}

/** A stored-value gift tier: a recharge of at least `from` fen gets `gift` fen more. */
export interface GiftTier { from: number; gift: number }
export interface StoredValueRule {
  /** The least recharge, fen (0: any amount above zero). */
  minimumRecharge: number;
  gifts: readonly GiftTier[];
  /** Whether every recharge earns its gift, or only a card's first. */
  giftOn: 'everyRecharge' | 'firstRecharge';
}

/** The refusal of a stored-value rule whose minimum or tiers make no sense, or null. */
export function storedValueRuleRefusal(rule: StoredValueRule): Refused | null {
  if (!isFen(rule.minimumRecharge) || rule.minimumRecharge < 0) return refuse(RENTAL_REFUSALS.amountInvalid);
  const froms = rule.gifts.map((t) => t.from);
  const tiersValid = rule.gifts.every((t) => isPrice(t.from) && isFen(t.gift) && t.gift >= 0) && new Set(froms).size === froms.length;
  return tiersValid ? null : refuse(RENTAL_REFUSALS.giftTiersInvalid);
}

/**
 * A recharge of `amount` fen on a stored-value card: at least the minimum (and above zero), and
 * the gift of the highest tier it reaches (tiers do not add up), when the rule gives one to it.
 */
export function recharge(rule: StoredValueRule, amount: number, firstRecharge: boolean): Outcome<{ amount: number; gift: number; credited: number }> {
  const ruleInvalid = storedValueRuleRefusal(rule);
  if (ruleInvalid) return ruleInvalid;
  const least = Math.max(rule.minimumRecharge, 1);
  if (!isFen(amount)) return refuse(RENTAL_REFUSALS.amountInvalid);
  if (amount < least) return refuse(RENTAL_REFUSALS.rechargeBelowMinimum, { minimum: fenToYuan(least) });
  let tier: GiftTier | undefined;
  for (const t of rule.gifts) if (t.from <= amount && (!tier || t.from > tier.from)) tier = t;
  const gift = tier && (rule.giftOn === 'everyRecharge' || firstRecharge) ? tier.gift : 0;
  return { ok: true, amount, gift, credited: amount + gift };
}
