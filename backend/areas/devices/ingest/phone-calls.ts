// Calls drivers made from a lane's intercom or a pay station's help button (lib/device-protocol.ts
// intercomCall), as the device reports them once ended: one row per call (/PhoneCallRecord).
import type { IntercomCall } from '../../../../lib/device-protocol';
import { isoAt, type Queryable } from '../../../db';
import type { FleetDevice } from '../fleet';

/** Records a call at the place (lane or station) it was made from; a call reported again stays one row. */
export async function recordPhoneCall(tx: Queryable, device: FleetDevice, placeName: string, call: IntercomCall): Promise<void> {
  await tx.query(
    `INSERT INTO phone_calls (call_no, lot_id, device_kind, device_serial, place_name, started_at, answered_at, ended_at, answered_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (device_kind, device_serial, call_no) DO NOTHING`,
    [call.callId, device.lotId, device.kind, device.serial, placeName, isoAt(call.startedAt),
      call.answeredAt === undefined ? null : isoAt(call.answeredAt), isoAt(call.endedAt), call.answeredBy ?? null]);
}
