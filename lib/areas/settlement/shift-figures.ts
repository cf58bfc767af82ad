// The arithmetic of a cashier's sign-out (pure, integer fen): what the shift took by channel, the
// cash the drawer should hold (the opening float and the cash taken), and the difference to what
// was handed over. A difference other than zero needs a reason.
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../parking/channels';

export type Takings = Record<PaymentChannel, number>;

export interface ShiftFigures {
  payments: number;
  takings: Takings;
  total: number;
  expectedCash: number;
  cashHandedOver: number;
  /** handed over - expected: negative short, positive over. */
  difference: number;
}

/** Refusal of a sign-out whose cash differs without a reason. */
export const DIFFERENCE_NEEDS_REASON = 'shiftDifferenceNeedsReason';

const noTakings = (): Takings => Object.fromEntries(PAYMENT_CHANNELS.map((c) => [c, 0])) as Takings;

/** Sums payments by channel; unknown channels are refused loudly (they would vanish from a total). */
export function takingsOf(payments: readonly { channel: string; amount: number }[]): Takings {
  const takings = noTakings();
  for (const p of payments) {
    if (!(p.channel in takings)) throw new Error(`unknown payment channel ${p.channel}`);
    if (!Number.isSafeInteger(p.amount)) throw new Error(`payment amount ${p.amount} is not integer fen`);
    takings[p.channel as PaymentChannel] += p.amount;
  }
  return takings;
}

export function shiftFigures(openingFloat: number, payments: readonly { channel: string; amount: number }[], cashHandedOver: number): ShiftFigures {
  const takings = takingsOf(payments);
  const total = PAYMENT_CHANNELS.reduce((sum, c) => sum + takings[c], 0);
  const expectedCash = openingFloat + takings.cash;
  return { payments: payments.length, takings, total, expectedCash, cashHandedOver, difference: cashHandedOver - expectedCash };
}

/** The refusal of a sign-out, or null: a difference needs a reason. */
export const signOutRefusal = (figures: Pick<ShiftFigures, 'difference'>, reason: string | undefined | null): string | null =>
  (figures.difference !== 0 && !reason?.trim() ? DIFFERENCE_NEEDS_REASON : null);

/** The column of a channel's takings (139_cashier_shifts.sql): taken_cash, taken_paystation... */
export const takenColumn = (channel: PaymentChannel) => `taken_${channel.toLowerCase()}`;
/** The field of a channel's takings on the screens: takenCash, takenPayStation... */
export const takenField = (channel: PaymentChannel) => `taken${channel[0].toUpperCase()}${channel.slice(1)}`;
