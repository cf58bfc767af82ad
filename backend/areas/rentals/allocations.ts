// Spaces allocated to cards (docs/rentals.md, "Spaces and VIP"; table card_berths,
// 263_card_berths.sql): an operator ties a card's spaces to berths of its lot, one berth to one card
// at a time, never more than the card's spaces, only for a confirmed card that has not ended (the
// pure rule: lib/areas/rentals/allocation.ts). Two domain services (allocate, release), each one
// transaction with the card's row locked, every row audited; and the stores of
// /MonthlyRentalOrderAllocation (the monthly kinds' paid orders), /MonthlyRentingOut (the berths
// held now) and /PropertyAllocation (the property cards). The lane does not read allocations: a
// reserved space is shown to people, the lane still counts the card's spaces.
import { z } from 'zod';
import { allocation } from '../../../lib/areas/rentals/allocation';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { ARCHIVE_STATE, type ArchiveState } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { FieldError, refuse, rowNotFound } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { defineService } from '../../kernel/service';
import { BERTH_STATE } from '../charging';
import { CARD_ENTITY } from './card-rules';
import { ORDER_CARD_COLUMNS } from './rental-orders';
import { RENTAL_ORDER_ENTITY } from './sales';

/** The entity allocations are audited as. */
export const ALLOCATION_ENTITY = 'cardBerth';

type Tx = Pick<Queryable, 'query'>;

/**
 * SQL: the allocation `a` of card `c` is in force at `today` (an SQL date): not released, its card
 * not ended. The lists read it at the database's clock (operator_day(now())), the services at theirs.
 */
const inForceAt = (a: string, c: string, today: string) => `${a}.released_at IS NULL AND ${c}.end_date >= ${today}`;
const IN_FORCE_NOW = (a: string, c: string) => inForceAt(a, c, 'operator_day(now())');

/** "Lot / area or street / number" of berths `b` joined with lots `l`, yard areas `y`, streets `s`. */
const BERTH_LABEL = "l.name || ' / ' || coalesce(y.name || ' / ', s.name || ' / ', '') || b.number";
const BERTH_JOINS = 'JOIN parking_lots l ON l.id = b.lot_id LEFT JOIN yard_areas y ON y.id = b.yard_area_id LEFT JOIN streets s ON s.id = b.street_id';
/** SQL: berth `b` may be allocated: enabled, in service, held by no allocation in force. */
const FREE_BERTH = `b.status = 1 AND b.state <> ${BERTH_STATE.outOfService}
  AND NOT EXISTS (SELECT 1 FROM card_berths fa JOIN month_cards fc ON fc.id = fa.card_id WHERE fa.berth_id = b.id AND ${IN_FORCE_NOW('fa', 'fc')})`;

/** The allocations in force of a card at `at`: how many (the archive keeps its spaces at least that). */
export async function allocatedNow(tx: Tx, cardId: number, at: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM card_berths a JOIN month_cards c ON c.id = a.card_id WHERE a.card_id = $1 AND ${inForceAt('a', 'c', '$2::date')}`,
    [cardId, dateOfDay(dayOf(at))]);
  return Number(row.n);
}

const allocationInput = z.object({ cardId: z.number().int().positive(), berthId: z.number().int().positive() });

export const allocateBerth = defineService({
  name: 'rentals.allocateBerth',
  input: allocationInput,
  async run(work, { cardId, berthId }) {
    const today = dateOfDay(dayOf(work.at));
    const [card] = await work.query<{ lot_id: number; card_no: string; review_state: number; refunded: boolean; end_date: string; spaces: number }>(
      `SELECT lot_id, card_no, review_state, refunded_at IS NOT NULL AS refunded, to_char(end_date, 'YYYY-MM-DD') AS end_date, spaces
         FROM month_cards WHERE id = $1 FOR UPDATE`, [cardId]);
    if (!card) throw rowNotFound();
    const decided = allocation({
      reviewState: Number(card.review_state) as ArchiveState, refunded: card.refunded, endDay: dayOfDate(card.end_date)!, today: dayOf(work.at),
      spaces: Number(card.spaces), allocated: await allocatedNow(work, cardId, work.at),
    });
    if (!decided.ok) throw refuse(decided.refusal, decided.values);
    const [berth] = await work.query<{ lot_id: number; number: string; status: number; state: number }>('SELECT lot_id, number, status, state FROM berths WHERE id = $1', [berthId]);
    if (!berth) throw new FieldError('berthId', 'option');
    if (Number(berth.lot_id) !== Number(card.lot_id)) throw refuse(RENTAL_REFUSALS.berthOfAnotherLot, { berth: berth.number });
    if (Number(berth.status) !== 1 || Number(berth.state) === BERTH_STATE.outOfService) throw refuse(RENTAL_REFUSALS.berthUnavailable, { berth: berth.number });
    // One card at a time (the partial unique index keeps it under concurrent presses).
    const [held] = await work.query<{ id: number; card_no: string; in_force: boolean }>(
      `SELECT a.id, c.card_no, c.end_date >= $2::date AS in_force FROM card_berths a JOIN month_cards c ON c.id = a.card_id
        WHERE a.berth_id = $1 AND a.released_at IS NULL FOR UPDATE OF a`, [berthId, today]);
    if (held?.in_force) throw refuse(RENTAL_REFUSALS.berthTaken, { berth: berth.number, card: held.card_no });
    // A card that ended left the berth unreleased: this allocation releases it.
    if (held) await work.update(ALLOCATION_ENTITY, 'card_berths', held.id, { released_by: work.actor.name, released_at: isoAt(work.at) });
    await work.insert(ALLOCATION_ENTITY, 'card_berths', {
      card_id: cardId, lot_id: card.lot_id, berth_id: berthId, allocated_by: work.actor.name, allocated_at: isoAt(work.at),
    });
    return { cardNo: card.card_no, berth: berth.number, missing: decided.missingAfter };
  },
});

export const releaseBerth = defineService({
  name: 'rentals.releaseBerth',
  input: allocationInput,
  async run(work, { cardId, berthId }) {
    const [card] = await work.query<{ card_no: string }>('SELECT card_no FROM month_cards WHERE id = $1 FOR UPDATE', [cardId]);
    if (!card) throw rowNotFound();
    const [berth] = await work.query<{ number: string }>('SELECT number FROM berths WHERE id = $1', [berthId]);
    if (!berth) throw new FieldError('heldBerthId', 'option');
    const [held] = await work.query<{ id: number }>(
      'SELECT id FROM card_berths WHERE card_id = $1 AND berth_id = $2 AND released_at IS NULL FOR UPDATE', [cardId, berthId]);
    if (!held) throw refuse(RENTAL_REFUSALS.berthNotAllocated, { berth: berth.number, card: card.card_no });
    await work.update(ALLOCATION_ENTITY, 'card_berths', held.id, { released_by: work.actor.name, released_at: isoAt(work.at) });
    return { cardNo: card.card_no, berth: berth.number };
  },
});

/**
 * A card's allocation as the lists show it (card `c`): its spaces, the berths held now and their
 * numbers, the spaces still without one, what the buttons follow (allocatable: lib/areas/rentals/
 * allocation.ts's rule in SQL, at the database's clock; releasable: a berth held), and the berth the
 * release dialog starts at (the latest held).
 */
function allocationOf(c: string): Record<string, string> {
  const held = `FROM card_berths a WHERE a.card_id = ${c}.id AND a.released_at IS NULL AND ${c}.end_date >= operator_day(now())`;
  const count = `(SELECT count(*)::int ${held})`;
  return {
    spaces: `${c}.spaces`,
    allocated: count,
    missing: `greatest(${c}.spaces - ${count}, 0)`,
    berths: `(SELECT string_agg(b.number, ', ' ORDER BY b.number) FROM berths b WHERE b.id IN (SELECT a.berth_id ${held}))`,
    allocatable: `CASE WHEN ${c}.review_state = ${ARCHIVE_STATE.confirmed} AND ${c}.refunded_at IS NULL AND ${c}.end_date >= operator_day(now())
      AND ${count} < ${c}.spaces THEN 1 ELSE 0 END`,
    releasable: `CASE WHEN EXISTS (SELECT 1 ${held}) THEN 1 ELSE 0 END`,
    berthId: 'NULL::int',
    heldBerthId: `(SELECT a.berth_id ${held} ORDER BY a.allocated_at DESC, a.id DESC LIMIT 1)`,
  };
}

/** The dialogs' berth pickers: the free berths of the caller's lots; the berths held now there (with the card holding each). */
const ALLOCATION_OPTIONS = {
  berthId: `SELECT b.id AS value, ${BERTH_LABEL} AS label FROM berths b ${BERTH_JOINS}
    WHERE ${FREE_BERTH} AND ${inCallerLots('b.lot_id')} ORDER BY label, b.id`,
  heldBerthId: `SELECT b.id AS value, ${BERTH_LABEL} || ' (' || c.card_no || ')' AS label FROM card_berths a
    JOIN month_cards c ON c.id = a.card_id JOIN berths b ON b.id = a.berth_id ${BERTH_JOINS}
    WHERE ${IN_FORCE_NOW('a', 'c')} AND ${inCallerLots('b.lot_id')} ORDER BY label, b.id`,
};

/** The row actions on a row naming its card by `cardOf`. */
const allocationActions = (cardOf: (tx: Queryable, id: number) => Promise<number>) => ({
  allocate: rowService({ service: allocateBerth, inputOf: async ({ id, tx, input }) => ({ cardId: await cardOf(tx, id), berthId: input.berthId }) }),
  release: rowService({ service: releaseBerth, inputOf: async ({ id, tx, input }) => ({ cardId: await cardOf(tx, id), berthId: input.heldBerthId }) }),
});

/** /MonthlyRentalOrderAllocation: the paid orders of the monthly kinds, each with its card's allocation. */
export const rentalOrderAllocationStore: EntityStore = {
  entity: 'rentalOrderAllocation',
  table: 'rental_orders',
  auditEntity: RENTAL_ORDER_ENTITY,
  computed: {
    ...ORDER_CARD_COLUMNS, cardEnd: 'c.end_date',
    ...allocationOf('c'),
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id JOIN month_cards c ON c.id = t.card_id
    JOIN month_packages p ON p.id = t.package_id JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  where: `t.state = ${LEASE_STATE.paid} AND n.kind IN ('monthly', 'multiMonth')`,
  options: ALLOCATION_OPTIONS,
  rowActions: allocationActions(async (tx, id) => Number((await tx.query<{ card_id: number }>('SELECT card_id FROM rental_orders WHERE id = $1', [id]))[0].card_id)),
};

/** /MonthlyRentingOut: the allocations in force, with their berth and card; until the card's end. */
export const rentingOutStore: EntityStore = {
  entity: 'rentingOut',
  table: 'card_berths',
  auditEntity: ALLOCATION_ENTITY,
  computed: {
    lotName: 'l.name', berthNumber: 'b.number', place: 'coalesce(y.name, s.name)', cardNo: 'c.card_no', customer: 'c.customer', phone: 'c.phone',
    plates: 'c.plates', packageName: 'n.name', kind: 'n.kind', spaceNo: 'c.space_no', cardStart: 'c.start_date', until: 'c.end_date',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id JOIN berths b ON b.id = t.berth_id LEFT JOIN yard_areas y ON y.id = b.yard_area_id
    LEFT JOIN streets s ON s.id = b.street_id JOIN month_cards c ON c.id = t.card_id
    JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  where: IN_FORCE_NOW('t', 'c'),
};

/** /PropertyAllocation: the property cards; the allocate dialog starts at the free berth of the lot numbered as the card's space. */
export const propertyAllocationStore: EntityStore = {
  entity: 'propertyAllocation',
  table: 'month_cards',
  auditEntity: CARD_ENTITY,
  computed: {
    lotName: 'l.name', packageName: 'n.name', ...allocationOf('t'),
    berthId: `(SELECT b.id FROM berths b WHERE b.lot_id = t.lot_id AND lower(b.number) = lower(t.space_no) AND ${FREE_BERTH} ORDER BY b.id LIMIT 1)`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id JOIN month_packages p ON p.id = t.package_id JOIN month_package_names n ON n.id = p.name_id',
  lotColumn: 'lot_id',
  where: "n.kind = 'property'",
  options: ALLOCATION_OPTIONS,
  rowActions: allocationActions(async (_tx, id) => id),
};
