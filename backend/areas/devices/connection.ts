// Each device's record of its time offline (device_offline_intervals, migration 360), kept in the
// transaction that changes its comm_state: going offline opens an interval, being heard again closes
// it. The open interval's unique index makes this hold with several backends: a second "offline"
// finds one open and leaves it, a second "online" finds none to close.
import { LOCK_COMM_STATE } from '../../../lib/spec-constants';
import { isoAt, type Queryable } from '../../db';
import type { FleetDevice } from './fleet';

/** Records a device's connection as its comm_state now says (1 online; 0 offline, 2 cut off with its node controller). */
export async function recordConnection(tx: Queryable, device: Pick<FleetDevice, 'kind' | 'id' | 'lotId'>, comm: number, at: number): Promise<void> {
  if (comm === LOCK_COMM_STATE.online) {
    // A clock behind the one that opened it never makes an interval end before it began.
    await tx.query(
      'UPDATE device_offline_intervals SET to_at = greatest(from_at, $3::timestamptz) WHERE device_kind = $1 AND device_id = $2 AND to_at IS NULL',
      [device.kind, device.id, isoAt(at)]);
  } else {
    await tx.query(
      `INSERT INTO device_offline_intervals (device_kind, device_id, lot_id, from_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (device_kind, device_id) WHERE to_at IS NULL DO NOTHING`,
      [device.kind, device.id, device.lotId, isoAt(at)]);
  }
}
