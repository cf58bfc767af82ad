// A stored-value card recharged at the booth (docs/rentals.md, "Stored value: recharges, the ledger
// and the exit"): one domain service in one transaction, once per idempotency key. The amount is
// at least the package's rule's minimum and earns the gift of the highest tier it reaches
// (lib/areas/rentals/pricing.ts recharge); the recharge order is paid at once
// (lib/parking/lease-machine.ts) and its payment booked by the charging core like any other (the
// cashier's shift and the daily settlement count the money); the balance takes the recharge and
// then the gift, each a row of the ledger (the charging core's changeBalance). The gift is no money
// received: it is in the ledger and on the order, never in a payment.
// Stores: /RechargeCarOrders (the recharges) and /RechargeCarRechargeRecord (the ledger), read only.
import { z } from 'zod';
import { recharge, type StoredValueRule } from '../../../lib/areas/rentals/pricing';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { RECHARGE_CHANNELS } from '../../../lib/areas/rentals/sale';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { rechargeEntries } from '../../../lib/parking/cards/stored-value';
import { decideLease, LEASE_STATE } from '../../../lib/parking/lease-machine';
import { SELLABLE_PACKAGE_STATES, type PackageState } from '../../../lib/parking/package-machine';
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';
import { fail, refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { bookRentalPayment, changeBalance, lockedBalance, nextNumber, STORED_VALUE_AUDIT } from '../charging';
import { giftTiersOf } from './recharge-rules';

export const RECHARGE_ORDER_ENTITY = 'rechargeOrder';
/** What may be asked at once (1,000,000.00 yuan): a guard against a mistyped amount, not a rule. */
const RECHARGE_MAX = 100_000_000;

interface RechargedCard {
  id: number; lot_id: number; plates: string; review_state: number; package_id: number; package_state: number; kind: string;
  rule_id: number | null; minimum_recharge: string | null; gifts: string | null; gift_on: StoredValueRule['giftOn'] | null; rule_status: number | null;
}

export const rechargeCard = defineService({
  name: 'rentals.rechargeCard',
  idempotent: true,
  input: z.object({ cardId: z.number().int().positive(), amount: z.number().int().positive().max(RECHARGE_MAX), channel: z.enum(RECHARGE_CHANNELS) }),
  async run(work, { cardId, amount, channel }) {
    const [card] = await work.query<RechargedCard>(
      `SELECT c.id, c.lot_id, c.plates, c.review_state, c.package_id, p.state AS package_state, n.kind,
              r.id AS rule_id, r.minimum_recharge, r.gifts, r.gift_on, r.status AS rule_status
         FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id
         LEFT JOIN recharge_rules r ON r.package_id = p.id
        WHERE c.id = $1 FOR UPDATE OF c`, [cardId]);
    if (!card) throw rowNotFound();
    // Only a confirmed stored-value card (the grid's 'rechargeable', one message for both).
    if (card.kind !== 'storedValue' || Number(card.review_state) !== ARCHIVE_STATE.confirmed) throw refuse(RENTAL_REFUSALS.notRechargeable);
    if (!SELLABLE_PACKAGE_STATES.includes(Number(card.package_state) as PackageState)) throw refuse(RENTAL_REFUSALS.notSellable);
    if (card.rule_id === null || Number(card.rule_status) !== 1) throw refuse(RENTAL_REFUSALS.noRechargeRule);

    const rule: StoredValueRule = { minimumRecharge: Number(card.minimum_recharge), gifts: giftTiersOf(card.gifts), giftOn: card.gift_on ?? 'everyRecharge' };
    const [earlier] = await work.query('SELECT 1 FROM recharge_orders WHERE card_id = $1 AND state = $2 LIMIT 1', [cardId, LEASE_STATE.paid]);
    const decided = recharge(rule, amount, !earlier);
    if (!decided.ok) throw refuse(decided.refusal, decided.values);
    const { balance } = (await lockedBalance(work, cardId))!;
    const entries = rechargeEntries(balance, decided.amount, decided.gift);
    if (!entries) throw fail.invalid(['amount']);

    const paid = decideLease(LEASE_STATE.notPaid, 'pay');
    if (!paid.ok) throw refuse(paid.reason);
    const order = await work.insert(RECHARGE_ORDER_ENTITY, 'recharge_orders', {
      order_no: await nextNumber(work, 'rechargeOrder', work.at), lot_id: card.lot_id, card_id: card.id, package_id: card.package_id,
      amount: decided.amount, gift: decided.gift, balance_after: entries[entries.length - 1].after, channel, state: paid.to,
      created_by: work.actor.name, created_at: isoAt(work.at), paid_at: isoAt(work.at),
    });
    const rechargeOrderId = Number(order.id);
    const plate = card.plates.split(', ')[0];
    const payment = await bookRentalPayment(work, { rechargeOrderId, lotId: card.lot_id, plate, channel, place: 'booth', amount: decided.amount });
    for (const entry of entries) await changeBalance(work, { cardId, cause: entry.cause, change: entry.change, rechargeOrderId, plate });
    return {
      orderNo: String(order.order_no), paymentNo: payment.paymentNo, amount: decided.amount, gift: decided.gift, balance: entries[entries.length - 1].after,
    };
  },
});

const CARD_JOINS = `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_cards c ON c.id = t.card_id
  LEFT JOIN month_packages p ON p.id = c.package_id LEFT JOIN month_package_names n ON n.id = p.name_id`;

/** /RechargeCarOrders: the recharges of the caller's lots, with their card and payment. */
export const rechargeOrderStore: EntityStore = {
  entity: RECHARGE_ORDER_ENTITY,
  table: 'recharge_orders',
  computed: {
    lotName: 'l.name', cardNo: 'c.card_no', customer: 'c.customer', plates: 'c.plates', packageName: 'n.name',
    paymentNo: '(SELECT pay.payment_no FROM payments pay WHERE pay.recharge_order_id = t.id ORDER BY pay.id LIMIT 1)',
  },
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
};

/** /RechargeCarRechargeRecord: every change of a stored-value balance in the caller's lots, with what caused it. */
export const storedValueLedgerStore: EntityStore = {
  entity: STORED_VALUE_AUDIT.ledger,
  table: 'stored_value_ledger',
  computed: {
    lotName: 'l.name', cardNo: 'c.card_no', customer: 'c.customer', packageName: 'n.name',
    rechargeOrderNo: '(SELECT ro.order_no FROM recharge_orders ro WHERE ro.id = t.recharge_order_id)',
    orderNo: '(SELECT o.order_no FROM orders o WHERE o.id = t.order_id)',
  },
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
};
