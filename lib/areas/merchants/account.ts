// A merchant's account as pure rules, in integer fen (docs/merchants.md, "Top-ups" and "Closing";
// what it pays: docs/rentals.md, "Merchant packages").
// The discount d (0 < d <= 10, one decimal) is the notes' convention: a top-up credits
// paid ÷ (d/10), so "8" credits 1 000.00 for 800.00 (/work/shared/notes/domain-next.md (b), yunqi ParkingMerchant).
// Worked in tenths of d so that nothing is a float: credit = paid × 100 ÷ tenths.
import { fenToYuan } from '../../money/fen';
import { MERCHANT_REFUSALS } from './refusals';

export { LEDGER_CAUSES, LEDGER_UNITS, SETTLEMENTS, unitOf, type LedgerCause, type LedgerUnit, type Settlement } from '../../parking/merchant-account';
import type { Settlement, LedgerUnit } from '../../parking/merchant-account';

/** How a top-up's money arrives: the books' own channels (docs/merchants.md: why no bank transfer yet). */
export const TOP_UP_CHANNELS = ['cash', 'pos'] as const;
export type TopUpChannel = (typeof TOP_UP_CHANNELS)[number];
/** How a closing's money is handed back. */
export const REFUND_METHODS = ['cash', 'transfer'] as const;

/** The discount in tenths (8 -> 80, 8.5 -> 85), or null when it is not 0 < d <= 10 with one decimal. */
export function discountTenths(discount: number): number | null {
  if (!Number.isFinite(discount)) return null;
  const tenths = Math.round(discount * 10);
  if (Math.abs(tenths - discount * 10) > 1e-9 || tenths < 1 || tenths > 100) return null;
  return tenths;
}

/**
 * What a top-up of `paid` fen credits: fen at the discount, or minutes at the minute price after
 * the discount. Rounded down (to the fen, to the minute): the operator never credits more than was
 * bought; what is lost is less than a fen or a minute's price.
 */
export function topUpCredit(paid: number, discount: number, settlement: Settlement, minutePrice: number | null):
  { ok: true; unit: LedgerUnit; credit: number } | { ok: false; refusal: 'discount' | 'minutePrice' | 'nothing' } {
  const tenths = discountTenths(discount);
  if (tenths === null) return { ok: false, refusal: 'discount' };
  if (!Number.isSafeInteger(paid) || paid <= 0) return { ok: false, refusal: 'nothing' };
  if (settlement === 'minutes') {
    if (!minutePrice || !Number.isSafeInteger(minutePrice) || minutePrice <= 0) return { ok: false, refusal: 'minutePrice' };
    const minutes = Math.floor((paid * 100) / (tenths * minutePrice));
    return minutes > 0 ? { ok: true, unit: 'minutes', credit: minutes } : { ok: false, refusal: 'nothing' };
  }
  return { ok: true, unit: 'fen', credit: Math.floor((paid * 100) / tenths) };
}

/**
 * What closing gives back of a balance (fen, or minutes): what the credit left cost, at the average
 * price of what the top-ups credited (money received ÷ credit bought, in the balance's unit). A
 * balance from gifts or adjustments alone cost nothing; never more than was received, never below
 * 0 (a post-paid account in arrears cannot close: docs/merchants.md). Rounded down to the fen.
 */
export function closingRefund(balance: number, received: number, credited: number): number {
  if (balance <= 0 || credited <= 0 || received <= 0) return 0;
  const refund = Math.floor((Math.min(balance, credited) * received) / credited);
  return Math.min(refund, received);
}

/** An account as a charge sees it: how it settles, its balance (fen) and a post-paid one's arrears limit. */
export interface ChargedAccount { settlement: Settlement; balance: number; arrearsLimit: number }

/**
 * Why the account cannot pay `amount` fen, or null: a prepaid account pays from its balance; a
 * post-paid one may go below 0 down to its arrears limit; a prepaid-minutes one holds minutes, not
 * money. The values are yuan as the message shows them.
 */
export function chargeRefusal(account: ChargedAccount, amount: number): { refusal: string; values?: Record<string, string> } | null {
  const after = account.balance - amount;
  switch (account.settlement) {
    case 'minutes':
      return { refusal: MERCHANT_REFUSALS.minutesBuyNoCards };
    case 'prepaid':
      return after < 0 ? { refusal: MERCHANT_REFUSALS.balanceShort, values: { balance: fenToYuan(account.balance), amount: fenToYuan(amount) } } : null;
    case 'postpaid':
      return after < -account.arrearsLimit
        ? { refusal: MERCHANT_REFUSALS.arrearsLimitReached, values: { amount: fenToYuan(amount), after: fenToYuan(after), limit: fenToYuan(account.arrearsLimit) } }
        : null;
  }
}
