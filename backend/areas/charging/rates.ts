// Which rate prices a stay and by which version: the lot's enabled rates valid on the day of
// entry, the most specific for the vehicle (lib/tariff/select.ts), and the version in force at
// entry (lib/tariff/versions.ts). The holiday calendar (holidays and worked weekend days) the
// engine needs for a stay's days.
import { FREE_CLASSES } from '../../../lib/parking/lane-rules';
import type { RateRules } from '../../../lib/tariff/rules';
import { selectRate, type PlateColor, type SpecialClass, type VehicleType } from '../../../lib/tariff/select';
import { versionInForce } from '../../../lib/tariff/versions';
import { isoAt, toMs, type Reader } from '../../db';
import type { Work } from '../../kernel/work';
import { RATE_AUDIT_ENTITY, calendarOfDays } from '../rates';
import { operatorDate, type VehicleFacts } from './vehicle';

export interface RateChoice { rateId: number; versionId: number }

interface RateRow { id: number; vehicle_type: VehicleType; plate_color: PlateColor; special_class: SpecialClass | null; priority: number }

/** The rate and version pricing a stay entering at `at`; null when the vehicle is free or the lot has no rate. */
export async function chooseRate(tx: Reader, lotId: number, vehicle: VehicleFacts, plateColor: Exclude<PlateColor, 'all'>, at: number): Promise<RateChoice | null> {
  if (vehicle.free || FREE_CLASSES.includes(vehicle.vehicleClass)) return null;
  let rateId = vehicle.rateId;
  if (rateId === null) {
    const rates = await tx.query<RateRow>(
      `SELECT id, vehicle_type, plate_color, special_class, priority FROM rates
       WHERE lot_id = $1 AND status = 1 AND $2::date BETWEEN coalesce(valid_from, $2::date) AND coalesce(valid_to, $2::date)
       ORDER BY kind DESC, id`, [lotId, operatorDate(at)]);
    const chosen = selectRate(rates.map((r) => ({
      id: r.id, vehicleType: r.vehicle_type, plateColor: r.plate_color, specialClass: r.special_class ?? undefined, priority: r.priority,
    })), { vehicleType: vehicle.vehicleType, plateColor, specialClass: vehicle.specialClass ?? undefined });
    if (!chosen) return null;
    rateId = Number(chosen.id);
  }
  const versions = await tx.query<{ id: number; effective_from: unknown }>(
    'SELECT id, effective_from FROM rate_versions WHERE rate_id = $1 ORDER BY effective_from', [rateId]);
  const version = versionInForce(versions.map((v) => ({ id: v.id, effectiveFrom: toMs(v.effective_from)! })), at);
  return version ? { rateId, versionId: version.id } : null;
}

/**
 * The rules of a version that is pricing an order. The first order a version prices marks it used
 * (`used_at`): from then on the rate is not deleted and an edit makes a new version, so the mark is
 * audited in the rate's history. The row lock keeps an edit in place from slipping in between.
 */
export async function rulesForPricing(work: Work, versionId: number): Promise<RateRules> {
  const [row] = await work.query<{ rules: RateRules; rate_id: number; kind: number; version: number; used_at: unknown }>(
    `SELECT v.rules, v.rate_id, r.kind, v.version, v.used_at FROM rate_versions v JOIN rates r ON r.id = v.rate_id
     WHERE v.id = $1 FOR UPDATE OF v`, [versionId]);
  if (row.used_at === null) {
    const usedAt = isoAt(work.at);
    await work.query('UPDATE rate_versions SET used_at = $2 WHERE id = $1', [versionId, usedAt]);
    await work.record(RATE_AUDIT_ENTITY[Number(row.kind)], row.rate_id, { version: row.version, usedAt: null }, { version: row.version, usedAt });
  }
  return row.rules;
}

/** The exit window (minutes) of a version's rules. */
export async function exitWindowOf(tx: Reader, versionId: number): Promise<number> {
  const [row] = await tx.query<{ minutes: number }>("SELECT (rules->>'exitWindowMinutes')::int AS minutes FROM rate_versions WHERE id = $1", [versionId]);
  return row.minutes;
}

/** The calendar between two instants, as sets for the engine. */
export async function calendarBetween(tx: Reader, from: number, to: number): Promise<{ holidays: Set<string>; workdays: Set<string> }> {
  const calendar = await calendarOfDays(tx, operatorDate(from), operatorDate(to));
  return { holidays: new Set(calendar.holidays), workdays: new Set(calendar.workdays) };
}
