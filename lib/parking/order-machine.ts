// A temporary order's state follows from its figures (pure): nothing due and something paid is
// paid; nothing due and nothing paid (all discounted or waived, or free) is free; something due is
// unpaid or, after a first payment, part paid. A cancelled order stays cancelled. The commands an
// order offers follow its state.

export const ORDER_STATE = { unpaid: 0, partPaid: 1, paid: 2, free: 3, cancelled: 9 } as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];
export const ORDER_STATES: readonly OrderState[] = Object.values(ORDER_STATE);

export interface OrderFigures {
  /** What the stay costs by the rate (fen). */
  receivable: number;
  discount: number;
  waived: number;
  paid: number;
}

/** What is still owed: never below zero (an overpayment is not owed back here: refunds are). */
export const dueOf = (f: OrderFigures) => Math.max(0, f.receivable - f.discount - f.waived - f.paid);

export function orderStateOf(f: OrderFigures): OrderState {
  if (dueOf(f) > 0) return f.paid > 0 ? ORDER_STATE.partPaid : ORDER_STATE.unpaid;
  return f.paid > 0 ? ORDER_STATE.paid : ORDER_STATE.free;
}

/** States an order can still take money, a discount or a free departure in. */
export const OPEN_ORDER_STATES: readonly OrderState[] = [ORDER_STATE.unpaid, ORDER_STATE.partPaid];

/** Refusals of the order commands (messages/<lang>/backend-money.json). */
export const ORDER_REFUSALS = {
  pay: 'orderRefusedPay',
  discount: 'orderRefusedDiscount',
  freeDeparture: 'orderRefusedFree',
} as const;
