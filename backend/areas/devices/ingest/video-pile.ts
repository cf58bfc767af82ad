// What a video pile reports: its heartbeat, and the plates it read on the berths it covers
// (video_pile_berths). A plate read for a berth whose stay has none yet names the vehicle
// (backend/areas/charging/berths.ts recordBerthPlate); the rest of the report is stored whatever the
// charging says.
import { z } from 'zod';
import type { videoPileReport } from '../../../../lib/device-protocol';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';
import { recordBerthPlate } from '../../charging';
import { isoAt, type Queryable } from '../../../db';
import { inSavepoint } from '../../../db/savepoint';
import { syncAlarms } from '../alarm-store';
import { recordConnection } from '../connection';
import type { FleetDevice } from '../fleet';
import type { Refused } from './off-street';
import type { RunningSampler } from './running';

export async function applyVideoPileReport(
  tx: Queryable, device: FleetDevice, report: z.infer<typeof videoPileReport>, at: number, running: RunningSampler, refused: Refused,
): Promise<void> {
  await tx.query('UPDATE video_piles SET comm_state = 1, last_seen_at = $2 WHERE id = $1', [device.id, isoAt(at)]);
  await recordConnection(tx, device, LOCK_COMM_STATE.online, at);
  await syncAlarms(tx, device, { comm: LOCK_COMM_STATE.online }, at);
  await running.sample(tx, device, report, at);
  for (const capture of report.captures ?? []) {
    const [berth] = await tx.query<{ id: number }>(
      `SELECT b.id FROM video_pile_berths vb JOIN berths b ON b.id = vb.berth_id WHERE vb.pile_id = $1 AND lower(b.number) = lower($2)`,
      [device.id, capture.berth]);
    if (!berth) { refused(`berth ${capture.berth} is not covered by this pile`); continue; }
    const done = await inSavepoint(tx, () => recordBerthPlate(tx, { serial: device.serial, berthId: berth.id }, capture, at));
    if (!done.ok) refused(`plate of berth ${capture.berth} not recorded: ${done.error instanceof Error ? done.error.message : String(done.error)}`);
  }
}
