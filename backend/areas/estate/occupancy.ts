// The one read of occupancy (the view place_occupancy, 185_occupancy.sql; the definition in
// docs/decisions.md, "Occupancy"): every screen that shows a place's vehicles in, capacity or
// free spaces takes them from here, /ParkingMonitoring and /DataHome through readOccupancy, the
// lists through the SQL of placeFigure.
import type { Occupancy } from '../../../lib/parking/occupancy';
import type { Reader } from '../../db';
import type { LotScope } from '../../entities/scope';

export type PlaceKind = 'lot' | 'yardArea' | 'street';

export interface PlaceOccupancy extends Occupancy { kind: PlaceKind; id: number; lotId: number; free: number }

/** The places of one kind among the caller's lots, by id. */
export async function readOccupancy(db: Reader, kind: PlaceKind, scope: LotScope): Promise<Map<number, PlaceOccupancy>> {
  const rows = await db.query<{ id: number; lot_id: number; capacity: number; vehicles_in: number; free: number }>(
    `SELECT id, lot_id, capacity, vehicles_in, free FROM place_occupancy WHERE kind = $1 AND ($2::boolean OR lot_id = ANY($3::int[]))`,
    [kind, scope === 'all', scope === 'all' ? [] : scope]);
  return new Map(rows.map((r) => [Number(r.id), {
    kind, id: Number(r.id), lotId: Number(r.lot_id), capacity: Number(r.capacity), vehiclesIn: Number(r.vehicles_in), free: Number(r.free),
  }]));
}

/** SQL of one figure of the place whose id is `idSql` (a list's computed field). */
export const placeFigure = (kind: PlaceKind, idSql: string, figure: 'capacity' | 'vehicles_in' | 'free') =>
  `(SELECT o.${figure} FROM place_occupancy o WHERE o.kind = '${kind}' AND o.id = ${idSql})`;
