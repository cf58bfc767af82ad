// How a statement row and our record compare (after roncoo-pay's reconciliation): matched by our
// order number and the channel's transaction number (refunds: our refund number). Pure: the
// backend pairs the rows by those keys and asks this module what each pair is.
import type { StatementRowKind } from './types';

/**
 * Every kind of difference, each with the name Chinese accounting gives it:
 * oursHigher 平台长款·金额不符, oursLower 平台短款·金额不符, statusDiffers 平台短款·状态不符 (the channel
 * took money for an order we hold unpaid: a lost callback), feeDiffers 手续费不匹配, missingOurs
 * 平台漏单 (the channel has it, we know nothing of it), missingChannel 银行漏单 (ours, still absent
 * from the channel's statements when the pool's wait is over), revokedPaid 平台长款·渠道已撤销 (the
 * channel revoked a payment that we hold as paid: the money went back to the payer).
 */
export const DIFFERENCE_KINDS = ['oursHigher', 'oursLower', 'statusDiffers', 'feeDiffers', 'missingOurs', 'missingChannel', 'revokedPaid'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/**
 * How many later days' statements a payment of ours missing from its day's statement waits for
 * in the pool (it may have been completed by the channel after the day's cut-off at midnight)
 * before it is a missingChannel difference.
 */
export const POOL_WAIT_DAYS = 3;

/** Our side of a pair: a payment (or a refund carried out) of ours; a revoked row's is our payment. */
export interface OurSide {
  kind: StatementRowKind;
  amount: number;
  /** What the channel should charge (payments) or give back (refunds; null: not checked). */
  expectedFee: number | null;
}

/** The channel's side: a statement row. */
export interface TheirSide {
  kind: StatementRowKind;
  amount: number;
  fee: number;
}

export interface Pair {
  ours: OurSide | null;
  theirs: TheirSide | null;
  /** Without ours: whether we hold the order (or refund) the row names, not paid by it. */
  knownUnpaid?: boolean;
  /** A payment row without ours: whether the channel revoked it (a revoked row of its transaction and order). */
  revoked?: boolean;
  /** Without theirs: whether the pool's wait is over. */
  waitOver?: boolean;
}

export type Outcome = { result: 'matched' } | { result: 'pooled' } | { result: 'difference'; kind: DifferenceKind };

const difference = (kind: DifferenceKind): Outcome => ({ result: 'difference', kind });

/**
 * What a pair is. Amounts are compared first (a wrong amount makes a wrong fee). A revoked payment
 * left no money on either side when we hold no payment for it (its payment row matches so too);
 * a payment of ours that the channel revoked should not exist.
 */
export function classify(pair: Pair): Outcome {
  const { ours, theirs } = pair;
  if (theirs?.kind === 'revoked') return ours ? difference('revokedPaid') : { result: 'matched' };
  if (theirs && !ours && pair.revoked) return { result: 'matched' };
  if (ours && theirs) {
    if (ours.amount > theirs.amount) return difference('oursHigher');
    if (ours.amount < theirs.amount) return difference('oursLower');
    if (ours.expectedFee !== null && ours.expectedFee !== theirs.fee) return difference('feeDiffers');
    return { result: 'matched' };
  }
  if (theirs) return difference(pair.knownUnpaid ? 'statusDiffers' : 'missingOurs');
  if (ours) return pair.waitOver ? difference('missingChannel') : { result: 'pooled' };
  throw new Error('a pair needs one side at least');
}
