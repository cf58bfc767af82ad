// /MonthlyCarRentalArchives and /MonthlyCarRentalFileReview over month_cards: a card of an approved
// package of its lot, its plates each on one card of the lot (month_card_plates), a property-owned
// space numbered and never 0 (spec 5), dates in order; confirmed or failed by a second person
// (lib/parking/archive-machine.ts), back to review when changed. Its validity and days left are
// worked out at the moment of reading (lib/parking/cards/card-state.ts). docs/rentals.md, "Cards".
import { z } from 'zod';
import { platesText } from '../../../lib/areas/rentals/card-plates';
import { cardState, daysLeft, periodOfDates, type CardState } from '../../../lib/parking/cards/card-state';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { pause } from '../../../lib/areas/rentals/period';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { rentState } from '../../../lib/areas/rentals/sale';
import { ARCHIVE_STATE, decideArchive, type ArchiveEvent, type ArchiveState } from '../../../lib/parking/archive-machine';
import { SELLABLE_PACKAGE_STATES } from '../../../lib/parking/package-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { requireCaller } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { inCallerLots, LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef } from '../../kernel/refs';
import { defineService } from '../../kernel/service';
import { spacesChange } from '../../../lib/areas/rentals/allocation';
import { allocatedNow } from './allocations';
import { pauseCard, restartCard } from './card-pauses';
import { CARD_ENTITY, freePlates, packageLots, sellablePackage, spaceNumber, writeCardPlates } from './card-rules';
import { refusePendingOrder, renewCard } from './sales';
import { rechargeCard } from './recharges';

export { CARD_ENTITY };
/** Deleting is for a card never confirmed: a confirmed one stays on record. */
export const CARD_KEPT = 'archiveKept';
const DELETABLE_STATES: readonly ArchiveState[] = [ARCHIVE_STATE.pendingReview, ARCHIVE_STATE.auditFailed];

const CARD_COMPUTED = { lotName: 'l.name', packageName: 'n.name', kind: 'n.kind', entryGraceDays: 'p.grace_days' };
const CARD_JOINS = `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_packages p ON p.id = t.package_id
  LEFT JOIN month_package_names n ON n.id = p.name_id`;

export const cardStore: EntityStore = {
  entity: CARD_ENTITY,
  table: 'month_cards',
  // Validity and days left are the request clock's (atRead below), not the database's.
  computed: {
    ...CARD_COMPUTED, validity: 'NULL::text', daysLeft: 'NULL::int', pausable: 'NULL::int', paused: 'NULL::int',
    rechargeable: `CASE WHEN n.kind = 'storedValue' AND t.review_state = ${ARCHIVE_STATE.confirmed} THEN 1 ELSE 0 END`,
    // A card a merchant bought for its staff (docs/rentals.md, "Merchant packages").
    merchantName: '(SELECT m.name FROM merchants m WHERE m.id = t.merchant_id)',
  },
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
  options: {
    packageId: `SELECT p.id AS value, pl.name || ' / ' || n.name AS label FROM month_packages p
      JOIN month_package_names n ON n.id = p.name_id JOIN parking_lots pl ON pl.id = p.lot_id
      WHERE p.state = ANY('{${SELLABLE_PACKAGE_STATES.join(',')}}'::int[]) AND ${inCallerLots('p.lot_id')} ORDER BY pl.name, n.name, p.id`,
  },

  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const { packageId, kind } = await sellablePackage(tx, values, lotId, id);
    const plates = await freePlates(tx, values, await packageLots(tx, packageId), id);
    const spaceNo = spaceNumber(values, kind);
    const [from, to] = [String(values.startDate), String(values.endDate)];
    if (from > to) throw refuse(RENTAL_REFUSALS.datesOutOfOrder, { from, to });
    const written = { ...values, lotId, packageId, plates: platesText(plates), spaceNo, customer: String(values.customer).trim(), updatedAt: isoAt(context.now) };
    if (mode === 'create') {
      const [agreement] = await tx.query<{ version: number }>('SELECT max(version) AS version FROM monthly_agreements');
      return { ...written, reviewState: ARCHIVE_STATE.pendingReview, agreementVersion: agreement?.version ?? null, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
    }
    const [row] = await tx.query<{ review_state: number; refunded: boolean }>('SELECT review_state, refunded_at IS NOT NULL AS refunded FROM month_cards WHERE id = $1 FOR UPDATE', [id]);
    // Its end is the refund's (refunds.ts): a change would undo it.
    if (row.refunded) throw refuse(RENTAL_REFUSALS.cardRefunded);
    // Never fewer spaces than the berths allocated to it now (allocations.ts): release one first.
    const spaces = spacesChange(Number(values.spaces), await allocatedNow(tx, id!, context.now));
    if (!spaces.ok) throw refuse(spaces.refusal, spaces.values);
    const revised = decideArchive(Number(row.review_state) as ArchiveState, 'revise');
    if (!revised.ok) throw refuse(revised.reason);
    return { ...written, reviewState: revised.to, reviewedBy: null, reviewedAt: null };
  },

  async afterWrite(tx, id, values) {
    const [card] = await tx.query<{ package_id: number }>('SELECT package_id FROM month_cards WHERE id = $1', [id]);
    await writeCardPlates(tx, id, await packageLots(tx, Number(card.package_id)), String(values.plates).split(', '));
  },

  async refuseDelete(tx, ids) {
    const kept = await tx.query('SELECT 1 FROM month_cards WHERE id = ANY($1::int[]) AND NOT review_state = ANY($2::int[]) LIMIT 1', [ids, DELETABLE_STATES]);
    return kept.length ? CARD_KEPT : null;
  },

  atRead: { rows: async (_db, rows, now) => { for (const row of rows) Object.assign(row, validityOf(row, now)); } },
  rowActions: {
    renew: rowService({ service: renewCard, inputOf: ({ id, input }) => ({ cardId: id, count: input.count, channel: input.channel, reference: input.reference }) }),
    recharge: rowService({ service: rechargeCard, inputOf: ({ id, input }) => ({ cardId: id, amount: input.amount, channel: input.channel }) }),
    pause: rowService({ service: pauseCard, inputOf: ({ id }) => ({ cardId: id }) }),
    restart: rowService({ service: restartCard, inputOf: ({ id }) => ({ cardId: id }) }),
  },
};

/** A card's state, days left and what may be done with it at `now`, from its dates, its pause and its package's entry grace. */
function validityOf(row: Values, now: number) {
  const period = periodOfDates(String(row.startDate), String(row.endDate));
  if (!period) return { validity: null, daysLeft: null, pausable: 0, paused: 0 };
  const facts = { ...period, pausedAt: row.pausedAt ? Date.parse(String(row.pausedAt)) : null, cancelled: Boolean(row.refundedAt) };
  const confirmed = Number(row.reviewState) === ARCHIVE_STATE.confirmed;
  return {
    validity: cardState(facts, now, Number(row.entryGraceDays ?? 0)), daysLeft: daysLeft(period, now),
    pausable: confirmed && !facts.cancelled && pause(facts, now).ok ? 1 : 0, paused: facts.pausedAt === null ? 0 : 1,
  };
}

/** A card's review: the machine decides; never its author. */
function reviewCard(event: Exclude<ArchiveEvent, 'revise'>) {
  return defineService({
    name: `rentals.${event}Card`,
    input: z.object({ cardId: z.number().int().positive() }),
    async run(work, { cardId }): Promise<{ id: number; reviewState: ArchiveState }> {
      const [row] = await work.query<{ review_state: number; created_by: string }>('SELECT review_state, created_by FROM month_cards WHERE id = $1 FOR UPDATE', [cardId]);
      const decision = decideArchive(Number(row.review_state) as ArchiveState, event);
      if (!decision.ok) throw refuse(decision.reason);
      if (row.created_by === work.actor.name) throw refuse(APPROVER_IS_REQUESTER);
      // A card sold and paid offline is confirmed with its payment, on /OfflineOrderReview.
      if (event === 'confirm') await refusePendingOrder(work, cardId);
      await work.update(CARD_ENTITY, 'month_cards', cardId, { review_state: decision.to, reviewed_by: work.actor.name, reviewed_at: isoAt(work.at), updated_at: isoAt(work.at) });
      return { id: cardId, reviewState: decision.to };
    },
  });
}

export const cardReviewStore: EntityStore = {
  entity: 'monthCardReview',
  table: 'month_cards',
  auditEntity: CARD_ENTITY,
  computed: CARD_COMPUTED,
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
  rowActions: {
    confirm: rowService({ service: reviewCard('confirm'), inputOf: ({ id }) => ({ cardId: id }) }),
    fail: rowService({ service: reviewCard('fail'), inputOf: ({ id }) => ({ cardId: id }) }),
  },
};

/** A read-only list of one kind's cards (lib/areas/rentals/screens-cards.ts cardsOfKind). */
export const cardsOfKindStore = (entity: string, kind: CardKind): EntityStore => ({
  entity,
  table: 'month_cards',
  auditEntity: CARD_ENTITY,
  computed: cardStore.computed,
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
  where: `n.kind = '${kind}'`,
  atRead: cardStore.atRead,
});

/**
 * /MonthlyRentInfo: every card's rental (lib/areas/rentals/sale.ts rentState, from its review and
 * its validity at the request's clock), its orders, the last one and one waiting for finance.
 */
export const rentInfoStore: EntityStore = {
  entity: 'rentInfo',
  table: 'month_cards',
  auditEntity: CARD_ENTITY,
  computed: {
    ...cardStore.computed, rentState: 'NULL::text',
    orders: '(SELECT count(*)::int FROM rental_orders r WHERE r.card_id = t.id)',
    lastOrderNo: '(SELECT r.order_no FROM rental_orders r WHERE r.card_id = t.id ORDER BY r.id DESC LIMIT 1)',
    pendingOrderNo: `(SELECT r.order_no FROM rental_orders r WHERE r.card_id = t.id AND r.state = ${LEASE_STATE.financialPending} LIMIT 1)`,
  },
  joins: CARD_JOINS,
  lotColumn: 'lot_id',
  atRead: {
    rows: async (db, rows, now) => {
      await cardStore.atRead!.rows!(db, rows, now);
      for (const row of rows) row.rentState = rentState(Number(row.reviewState) as ArchiveState, (row.validity ?? null) as CardState | null);
    },
  },
};
