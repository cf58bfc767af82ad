// A temporary order's state follows from its figures (pure): nothing due and something paid (by a
// payment, or from a stored-value balance) is paid; nothing due and nothing paid (all discounted or
// waived, or free) is free; something due is
// unpaid or, after a first payment, part paid. A cancelled order stays cancelled. The commands an
// order offers follow its state. What an order shows: while its vehicle is in the lot and billing,
// 'in the lot, not yet due' (inLot), whatever its figures say now (never 'free': the fee runs on).

export const ORDER_STATE = { unpaid: 0, partPaid: 1, paid: 2, free: 3, inLot: 4, cancelled: 9 } as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];
export const ORDER_STATES: readonly OrderState[] = Object.values(ORDER_STATE);

export interface OrderFigures {
  /** What the stay costs by the rate (fen). */
  receivable: number;
  discount: number;
  waived: number;
  paid: number;
  /** Of `waived`, what a stored-value card's balance paid (order_discounts of kind 'balance'): paid, though no money came in. */
  fromBalance?: number;
}

/** What is still owed: never below zero (an overpayment is not owed back here: refunds are). */
export const dueOf = (f: OrderFigures) => Math.max(0, f.receivable - f.discount - f.waived - f.paid);

export function orderStateOf(f: OrderFigures): OrderState {
  const took = f.paid + (f.fromBalance ?? 0);
  if (dueOf(f) > 0) return took > 0 ? ORDER_STATE.partPaid : ORDER_STATE.unpaid;
  return took > 0 ? ORDER_STATE.paid : ORDER_STATE.free;
}

export interface PricedFigures extends OrderFigures { due: number; state: OrderState }

/**
 * An order's figures after a pricing: `receivable` the fee, the rest what the order has taken.
 * Paid more than a corrected (lower) fee: the surplus is the receivable's, never a negative due
 * (refunds give it back).
 */
export function pricedFigures(f: OrderFigures): PricedFigures {
  const state = orderStateOf(f);
  const due = dueOf(f);
  return { ...f, receivable: Math.max(f.receivable, f.discount + f.waived + f.paid), due, state };
}

/** The automatic discount of a disabled driver's vehicle: `pct` % of the fee, rounded down to the fen. */
export const disabledDiscountOf = (receivable: number, pct: number) => Math.floor((receivable * pct) / 100);

/** The state an order shows: its figures' state, or inLot while its vehicle is in the lot and billing. */
export const shownOrderState = (billing: boolean, state: OrderState): OrderState => (billing ? ORDER_STATE.inLot : state);

/** States an order can still take money, a discount or a free departure in (then only with something due). */
export const OPEN_ORDER_STATES: readonly OrderState[] = [ORDER_STATE.unpaid, ORDER_STATE.partPaid, ORDER_STATE.inLot];

/** Refusals of the order commands (messages/<lang>/backend-money.json). */
export const ORDER_REFUSALS = {
  pay: 'orderRefusedPay',
  discount: 'orderRefusedDiscount',
  freeDeparture: 'orderRefusedFree',
} as const;
