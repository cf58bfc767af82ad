// A lane let a vehicle through (backend/areas/charging/lanes.ts): its barrier gate is lifted, once per
// passage (the command id is the passage's), by the system on the lane's behalf.
import { LANE_KIND } from '../../../lib/areas/devices/commands';
import type { Db } from '../../db';
import type { Commander } from './commands';
import type { GateLift } from './ingest/off-street';

/** The operator of commands the lanes give themselves. */
export const LANE_OPERATOR = 'system:lane';
/** The page lane-made lifts are listed under (passages of /EntryAndExitDetails). */
export const LANE_PAGE = '/EntryAndExitDetails';

export async function liftLaneGate(db: Db, commander: () => Commander | null, lift: GateLift): Promise<void> {
  const send = commander();
  if (!send) return;
  const gates = await db.query<{ serial: string }>(
    'SELECT serial FROM lane_devices WHERE lot_id = $1 AND lane_name = $2 AND kind = $3 AND status = 1 ORDER BY id',
    [lift.lotId, lift.laneName, LANE_KIND.barrierGate]);
  for (const gate of gates) {
    await send.send({ id: `lane-${lift.passageId}-${gate.serial}`.slice(0, 64), kind: 'lane', serial: gate.serial, command: 'liftGate', operator: LANE_OPERATOR, page: LANE_PAGE });
  }
}
