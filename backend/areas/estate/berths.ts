// /BerthIndex (and /BerthTwoIndex, the same view) over berths (030_estate.sql, 050_berths.sql).
// A berth lies in a yard area or on a street of its lot (not both), or directly in the lot; its
// number is unique there. Occupancy is berths.state as the detectors left it, shown read-only; the
// form's out-of-service flag sets state 3, and clearing it frees the berth until its detector
// reports again. The yard area and street stores generate runs of numbered berths.
import { isoAt } from '../../db';
import { berthRunNumbers, berthRunProblem, MAX_BERTH_RUN, type BerthRun } from '../../../lib/areas/estate/berth-numbers';
import { V } from '../../../lib/validation/rules';
import type { Queryable } from '../../db';
import { BERTH_STATE } from '../charging';
import { FieldError, refuse } from '../../kernel/failures';
import { checkRef, isBlank } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { ESTATE_KEYS } from './common';
import { inCallerLots } from '../../kernel/lot-scope';

const LOT_EXISTS = 'SELECT 1 FROM parking_lots WHERE id = $1';

/** Where a berth lies: the column that scopes its number, and that column's value. */
type Place = { column: 'yard_area_id' | 'street_id'; id: number } | { column: 'lot_id'; id: number };

/** The condition "a berth at this place" over berths `b` (parameter $1 is the place's id). */
function placeCondition(place: Place): string {
  return place.column === 'lot_id'
    ? 'b.lot_id = $1 AND b.yard_area_id IS NULL AND b.street_id IS NULL'
    : `b.${place.column} = $1`;
}

/** Numbers among `numbers` (compared case-insensitively) already taken at the place, at most five. */
async function takenNumbers(tx: Queryable, place: Place, numbers: readonly string[], exceptId = 0): Promise<string[]> {
  const rows = await tx.query<{ number: string }>(
    `SELECT b.number FROM berths b WHERE ${placeCondition(place)} AND lower(b.number) = ANY($2::text[]) AND b.id <> $3
     ORDER BY b.number LIMIT 5`, [place.id, numbers.map((n) => n.toLowerCase()), exceptId]);
  return rows.map((r) => r.number);
}

/** A yard area or street of the berth's lot, else a FieldError 'option'. */
async function placeOfLot(tx: Queryable, values: Values, field: 'yardAreaId' | 'streetId', lotId: number): Promise<number | null> {
  if (isBlank(values[field])) return null;
  const table = field === 'yardAreaId' ? 'yard_areas' : 'streets';
  return checkRef(tx, values, field, `SELECT 1 FROM ${table} WHERE id = $1 AND lot_id = ${Number(lotId)}`);
}

const hasDevices = async (tx: Queryable, ids: readonly number[]) => (await tx.query(
  `SELECT 1 FROM parking_locks WHERE berth_id = ANY($1::int[])
   UNION ALL SELECT 1 FROM sensors WHERE berth_id = ANY($1::int[]) LIMIT 1`, [ids])).length > 0;

export const berthStore: EntityStore = {
  entity: 'berth',
  table: 'berths',
  // `state` is no form field: beforeWrite derives it from the out-of-service flag.
  columns: { state: 'state', updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    yardAreaName: 'y.name',
    streetName: 's.name',
    occupancy: 't.state',
    outOfService: `(t.state = ${BERTH_STATE.outOfService})`,
    lockSerial: '(SELECT pl.serial FROM parking_locks pl WHERE pl.berth_id = t.id)',
    sensorSerial: '(SELECT se.serial FROM sensors se WHERE se.berth_id = t.id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN yard_areas y ON y.id = t.yard_area_id LEFT JOIN streets s ON s.id = t.street_id',
  lotColumn: 'lot_id',
  options: {
    yardAreaId: `SELECT y.id AS value, l.name || ' / ' || y.name AS label FROM yard_areas y JOIN parking_lots l ON l.id = y.lot_id
      WHERE ${inCallerLots('y.lot_id')} ORDER BY l.name, y.name, y.id`,
    streetId: `SELECT s.id AS value, l.name || ' / ' || s.name AS label FROM streets s JOIN parking_lots l ON l.id = s.lot_id
      WHERE ${inCallerLots('s.lot_id')} ORDER BY l.name, s.name, s.id`,
  },
  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const yardAreaId = await placeOfLot(tx, values, 'yardAreaId', lotId);
    const streetId = await placeOfLot(tx, values, 'streetId', lotId);
    if (yardAreaId !== null && streetId !== null) throw refuse(ESTATE_KEYS.berthOnePlace);
    const place: Place = yardAreaId !== null ? { column: 'yard_area_id', id: yardAreaId }
      : streetId !== null ? { column: 'street_id', id: streetId } : { column: 'lot_id', id: lotId };
    const number = String(values.number);
    if ((await takenNumbers(tx, place, [number], id)).length) throw new FieldError('number', V.unique);

    const outOfService = values.outOfService === true;
    let state: number | undefined = outOfService ? BERTH_STATE.outOfService : BERTH_STATE.free;
    if (mode === 'update') {
      const [current] = await tx.query<{ state: number; lot_id: number }>('SELECT state, lot_id FROM berths WHERE id = $1', [id]);
      // Occupancy is the detector's: the flag only sets or clears "out of service".
      state = outOfService ? BERTH_STATE.outOfService : current.state === BERTH_STATE.outOfService ? BERTH_STATE.free : undefined;
      // Its lock or sensor belongs to the lot: a berth with devices stays in its lot.
      if (current.lot_id !== lotId && await hasDevices(tx, [id!])) throw refuse(ESTATE_KEYS.berthHasDevices);
    }
    const { outOfService: _flag, ...rest } = values;
    return { ...rest, lotId, yardAreaId, streetId, state, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    // Unbind its lock and sensor first (their screens): a berth is not deleted from under them.
    return (await hasDevices(tx, ids)) ? ESTATE_KEYS.berthHasDevices : null;
  },
};

/**
 * The 'generateBerths' row action of /YardAreaInformation (column yard_area_id of yard_areas)
 * and /StreetInformation (street_id of streets): { prefix?, from, to, digits? } -> { created, first, last }.
 * At most MAX_BERTH_RUN berths in one call; if any number is taken in any of the rows, none is made.
 */
export function generateBerths(column: 'yard_area_id' | 'street_id') {
  const table = column === 'yard_area_id' ? 'yard_areas' : 'streets';
  return async (tx: Queryable, ids: number[], input: Values, context: { now: number }): Promise<{ created: number; first: string; last: string }> => {
    // (lib/screens/schema.ts lets an absent required key through: check the bounds here too.)
    for (const bound of ['from', 'to'] as const) if (typeof input[bound] !== 'number') throw new FieldError(bound, V.blank);
    const run: BerthRun = {
      prefix: typeof input.prefix === 'string' ? input.prefix : null,
      from: Number(input.from),
      to: Number(input.to),
      digits: typeof input.digits === 'number' ? input.digits : null,
    };
    const problem = berthRunProblem(run);
    if (problem?.problem === 'rangeOrder') throw new FieldError('to', V.rangeOrder);
    const numbers = berthRunNumbers(run);
    if (problem || numbers.length * ids.length > MAX_BERTH_RUN) throw refuse(ESTATE_KEYS.berthRunTooLong, { max: MAX_BERTH_RUN });
    let created = 0;
    for (const id of [...ids].sort((a, b) => a - b)) {
      const [place] = await tx.query<{ lot_id: number }>(`SELECT lot_id FROM ${table} WHERE id = $1`, [id]);
      const taken = await takenNumbers(tx, { column, id }, numbers);
      if (taken.length) throw refuse(ESTATE_KEYS.berthNumbersTaken, { numbers: taken.join(', ') });
      const inserted = await tx.query(
        `INSERT INTO berths (lot_id, ${column}, number, state, status, updated_at)
         SELECT $1, $2, n, ${BERTH_STATE.free}, 1, $4 FROM unnest($3::text[]) AS n RETURNING id`,
        [place.lot_id, id, numbers, isoAt(context.now)]);
      created += inserted.length;
    }
    return { created, first: numbers[0], last: numbers[numbers.length - 1] };
  };
}
