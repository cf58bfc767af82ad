// /InspectionVehicleComparisonRecord over inspection_comparisons: read and export only. Rows are
// written by recordInspectionComparison, the inspection upload: what a vehicle's camera read on a
// berth, compared (lib/areas/field-ops/comparison.ts) with the berth's open order as the order system
// reports it. Lot, street and berth number are copied from the estate at that moment.
import { isoAt } from '../../db';
import { compareSighting, type ComparisonResult } from '../../../lib/areas/field-ops/comparison';
import { FORMAT_KEYS, isValidImageUrl, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { INSPECTION_VEHICLE_STATUS } from '../../../lib/areas/field-ops/screens';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import { POS_KEYS } from '../pos';
import type { EntityStore } from '../../entities/types';
import { inCallerLots } from '../../kernel/lot-scope';

export const inspectionComparisonStore: EntityStore = {
  entity: 'inspectionComparison',
  table: 'inspection_comparisons',
  computed: { vehiclePlate: 'v.plate', lotName: 'l.name', streetName: 's.name' },
  joins: `LEFT JOIN inspection_vehicles v ON v.id = t.vehicle_id LEFT JOIN parking_lots l ON l.id = t.lot_id
    LEFT JOIN streets s ON s.id = t.street_id`,
  lotColumn: 'lot_id',
  options: {
    vehicleId: `SELECT v.id AS value, v.plate AS label FROM inspection_vehicles v WHERE ${inCallerLots('v.lot_id')} ORDER BY v.plate, v.id`,
  },
};

/** A berth seen by an inspection vehicle. */
export interface Sighting {
  vehicleId: number;
  berthId: number;
  /** When the camera saw the berth (ms). */
  seenAt: number;
  /** The plate read, or null when the berth was empty. */
  plate: string | null;
  /** The berth's open order then, as the order system reports it; null when it has none. */
  order: { orderNo: string; plate: string } | null;
  photoUrl?: string | null;
}

export interface RecordedComparison { id: number; result: ComparisonResult }

/**
 * Records one sighting with its comparison result. Refused: an unknown or out-of-service
 * vehicle, a berth outside the vehicle's lot, a malformed plate or photo address.
 */
export async function recordInspectionComparison(db: Queryable, sighting: Sighting, now = Date.now()): Promise<RecordedComparison> {
  const [vehicle] = await db.query<{ lot_id: number; status: number }>('SELECT lot_id, status FROM inspection_vehicles WHERE id = $1', [sighting.vehicleId]);
  if (!vehicle) throw refuse(POS_KEYS.vehicleUnknown);
  if (vehicle.status === INSPECTION_VEHICLE_STATUS.outOfService) throw refuse(POS_KEYS.vehicleOutOfService);
  const [berth] = await db.query<{ id: number; lot_id: number; street_id: number | null; number: string }>(
    'SELECT id, lot_id, street_id, number FROM berths WHERE id = $1 AND lot_id = $2', [sighting.berthId, vehicle.lot_id]);
  if (!berth) throw refuse(POS_KEYS.berthUnknown);
  const plate = (value: string | null, field: string) => {
    if (value === null || value.trim() === '') return null;
    if (!isValidPlate(value)) throw new FieldError(field, FORMAT_KEYS.plate);
    return normalizePlate(value);
  };
  const seenPlate = plate(sighting.plate, 'plate');
  const orderPlate = sighting.order ? plate(sighting.order.plate, 'orderPlate') : null;
  const photoUrl = sighting.photoUrl?.trim() || null;
  if (photoUrl && !isValidImageUrl(photoUrl)) throw new FieldError('photoUrl', FORMAT_KEYS.imageUrl);
  const result = compareSighting(seenPlate, orderPlate);
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO inspection_comparisons
       (vehicle_id, lot_id, street_id, berth_id, berth_number, seen_at, seen_plate, order_no, order_plate, result, photo_url, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [sighting.vehicleId, berth.lot_id, berth.street_id, berth.id, berth.number, isoAt(sighting.seenAt), seenPlate,
      sighting.order?.orderNo ?? null, orderPlate, result, photoUrl, isoAt(now)]);
  return { id: Number(row.id), result };
}
