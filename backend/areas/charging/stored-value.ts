// A stored-value card's balance (docs/rentals.md, "Stored value: recharges, the ledger and the
// exit"): every change is a row of stored_value_ledger (before, change, after, cause), made here
// only, the card's row locked, the pure rule deciding (lib/parking/cards/stored-value.ts: never
// below zero). The rentals area recharges through it; the lane pays a stay from it at the exit,
// in the transaction that ends the stay. The cards' tables are the rentals area's; the charging
// core writes their balance by SQL as lane-cards.ts reads them (it imports nothing of that area).
import { ledgerEntry, type LedgerCause, type LedgerEntry } from '../../../lib/parking/cards/stored-value';
import { isoAt } from '../../db';
import { fenToYuan } from '../../../lib/money/fen';
import { fail, refuse, rowNotFound } from '../../kernel/failures';
import type { Work } from '../../kernel/work';
import { AUDIT } from './audit-entities';
import { priceStay, type Priced } from './pricing';
import type { StayRow } from './rows';

/** The audit entities of a card (the rentals area's /MonthlyCarRentalArchives) and of a ledger row. */
export const STORED_VALUE_AUDIT = { card: 'monthCard', ledger: 'storedValueLedger' } as const;
/** order_discounts.kind of what a balance paid of a stay's order. */
export const BALANCE_KIND = 'balance';

/** The card's balance, its row locked for the transaction (null: no such card). */
export async function lockedBalance(work: Work, cardId: number): Promise<{ balance: number; lotId: number } | null> {
  const [row] = await work.query<{ balance: string | number; lot_id: number }>('SELECT balance, lot_id FROM month_cards WHERE id = $1 FOR UPDATE', [cardId]);
  return row ? { balance: Number(row.balance), lotId: Number(row.lot_id) } : null;
}

export interface BalanceChange {
  cardId: number; cause: LedgerCause;
  /** Fen: above 0 for a recharge or a gift, below 0 for an exit. */
  change: number;
  rechargeOrderId?: number; stayId?: number; orderId?: number; plate?: string;
}

/** One change of a card's balance: its ledger row and the card's new balance, both audited. Refused (`storedValueBalanceShort`) below zero. */
export async function changeBalance(work: Work, c: BalanceChange): Promise<LedgerEntry> {
  const card = await lockedBalance(work, c.cardId);
  if (!card) throw rowNotFound();
  const decided = ledgerEntry(c.cause, card.balance, c.change);
  if (!decided.ok) {
    throw decided.refusal === 'balanceShort'
      ? refuse('storedValueBalanceShort', { balance: fenToYuan(card.balance), amount: fenToYuan(-c.change) }) : fail.invalid(['amount']);
  }
  const { entry } = decided;
  await work.insert(STORED_VALUE_AUDIT.ledger, 'stored_value_ledger', {
    card_id: c.cardId, lot_id: card.lotId, cause: entry.cause, balance_before: entry.before, change: entry.change, balance_after: entry.after,
    recharge_order_id: c.rechargeOrderId ?? null, stay_id: c.stayId ?? null, order_id: c.orderId ?? null, plate: c.plate ?? null,
    operator: work.actor.name, at: isoAt(work.at),
  });
  await work.update(STORED_VALUE_AUDIT.card, 'month_cards', c.cardId, { balance: entry.after, updated_at: isoAt(work.at) });
  return entry;
}

/**
 * A stay's fee paid from its card's balance (the lane's decision said how much): a reduction of the
 * order of kind 'balance' (not a payment: the money came in with the recharge, and the daily
 * settlement counted it then), the ledger's exit row, and the stay priced again with it counted.
 */
export async function payStayFromBalance(work: Work, stay: StayRow, cardId: number, amount: number, until: number): Promise<Priced> {
  const { order } = await priceStay(work, stay, until);
  const entry = await changeBalance(work, { cardId, cause: 'exit', change: -amount, stayId: stay.id, orderId: order.id, plate: stay.plate });
  await work.insert(AUDIT.discount, 'order_discounts', {
    order_id: order.id, lot_id: order.lot_id, plate: order.plate, kind: BALANCE_KIND, amount, reason: `card:${cardId} balance:${entry.after}`,
    operator: work.actor.name, at: isoAt(work.at),
  });
  return priceStay(work, stay, until);
}
