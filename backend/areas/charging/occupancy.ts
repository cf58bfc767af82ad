// A berth's occupancy follows its detector (a lock's or a sensor's): free or occupied, unless an
// operator took the berth out of service. Every change is recorded (/CatcGeomagneticParkStateRecord).
import { isoAt, type Queryable } from '../../db';

/** berths.state (030_estate.sql). */
export const BERTH_STATE = { free: 0, occupied: 1, reserved: 2, outOfService: 3 } as const;

/** The detector that saw the change (a fleet device of backend/areas/devices/fleet.ts). */
export interface Detector { kind: string; id: number; serial: string; lotId: number; berthId: number | null }

export async function recordOccupancy(tx: Queryable, device: Detector, occupied: boolean, magneticValue: number | null, at: number): Promise<void> {
  if (device.berthId !== null) {
    await tx.query('UPDATE berths SET state = $2 WHERE id = $1 AND state <> $3',
      [device.berthId, occupied ? BERTH_STATE.occupied : BERTH_STATE.free, BERTH_STATE.outOfService]);
  }
  await tx.query(
    `INSERT INTO berth_state_records (at, device_kind, device_id, serial, lot_id, berth_id, occupied, magnetic_value)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [isoAt(at), device.kind, device.id, device.serial, device.lotId, device.berthId, occupied, magneticValue]);
}
