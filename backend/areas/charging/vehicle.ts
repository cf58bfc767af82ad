// Who a vehicle is, from the lists a lot keeps (101_vehicle_lists.sql, internal vehicles of
// 100_rates.sql): what the lane decides and what the stay pays follow from it. Lists count only
// while enabled and valid on the operator's day of the visit.
import type { VehicleClass } from '../../../lib/parking/channels';
import { SIGNING_CLOCK_OFFSET_HOURS } from '../../../lib/spec-constants';
import type { PlateColor, SpecialClass, VehicleType } from '../../../lib/tariff/select';
import type { Reader } from '../../db';

export interface VehicleFacts {
  vehicleClass: VehicleClass;
  vehicleType: Exclude<VehicleType, 'all'>;
  specialClass: SpecialClass | null;
  blackListed: boolean;
  /** Passes free and is never billed. */
  free: boolean;
  /** An internal vehicle's own rate. */
  rateId: number | null;
  /** A disabled driver's discount (percent of the fee), when not free. */
  discountPct: number;
}

const DEFAULT_TYPE: Exclude<VehicleType, 'all'> = 'small';

/** The operator's calendar date (UTC+8) of an instant, 'YYYY-MM-DD'. */
export const operatorDate = (at: number) => new Date(at + SIGNING_CLOCK_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

const VALID = (alias: string) => `${alias}.status = 1 AND ($2::date BETWEEN coalesce(${alias}.valid_from, $2::date) AND coalesce(${alias}.valid_to, $2::date))`;

export async function vehicleFacts(tx: Reader, lotId: number, plate: string, plateColor: Exclude<PlateColor, 'all'>, at: number): Promise<VehicleFacts> {
  const day = operatorDate(at);
  const [type] = await tx.query<{ vehicle_type: Exclude<VehicleType, 'all'> }>(
    'SELECT vehicle_type FROM plate_color_types WHERE plate_color = $1', [plateColor]);
  const facts: VehicleFacts = {
    vehicleClass: 'temporary', vehicleType: type?.vehicle_type ?? DEFAULT_TYPE, specialClass: null,
    blackListed: false, free: false, rateId: null, discountPct: 0,
  };
  if (!plate) return facts;
  const lists = await tx.query<{ list: string }>(
    `SELECT list FROM special_plates s WHERE s.plate = $1 AND (s.lot_id = $3 OR s.lot_id IS NULL) AND ${VALID('s')}`, [plate, day, lotId]);
  if (lists.some((l) => l.list === 'black')) return { ...facts, blackListed: true };
  if (lists.some((l) => l.list === 'white')) return { ...facts, vehicleClass: 'white', free: true };
  const [special] = await tx.query<{ special_class: SpecialClass }>(
    `SELECT special_class FROM special_vehicles s WHERE s.plate = $1 AND s.status = 1 AND (s.valid_to IS NULL OR s.valid_to >= $2::date)`, [plate, day]);
  if (special) return { ...facts, vehicleClass: 'special', specialClass: special.special_class, free: true };
  const [internal] = await tx.query<{ free: boolean; rate_id: number | null }>(
    `SELECT free, rate_id FROM internal_vehicles s WHERE s.plate = $1 AND s.lot_id = $3 AND ${VALID('s')}`, [plate, day, lotId]);
  if (internal) return { ...facts, vehicleClass: 'internal', free: internal.free, rateId: internal.free ? null : internal.rate_id };
  const [disabled] = await tx.query<{ discount_pct: number }>(
    `SELECT discount_pct FROM disabled_vehicles s WHERE s.plate = $1 AND s.status = 1 AND (s.valid_to IS NULL OR s.valid_to >= $2::date)`, [plate, day]);
  if (disabled) return { ...facts, vehicleClass: 'disabled', free: disabled.discount_pct >= 100, discountPct: disabled.discount_pct };
  const [group] = await tx.query(
    `SELECT 1 FROM group_cars s WHERE s.plate = $1 AND s.lot_id = $3 AND s.status = 1 AND (s.valid_to IS NULL OR s.valid_to >= $2::date)`, [plate, day, lotId]);
  return group ? { ...facts, vehicleClass: 'group' } : facts;
}
