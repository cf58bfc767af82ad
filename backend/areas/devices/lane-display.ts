// A lane let in a plate that owes with a warning (an arrears entry rule in 'warn' mode,
// backend/areas/charging/lanes.ts): the lane's display and speaker tell the driver, over the device
// protocol ('display' to the lane's barrier controller and display, once per passage: the command
// id is the passage's). The lanes speak the drivers' language, the default one.
import { LANE_DISPLAY_COMMAND, LANE_DISPLAY_KINDS } from '../../../lib/areas/devices/commands';
import type { LaneDisplay } from '../../../lib/device-protocol';
import { fenToYuan } from '../../../lib/money/fen';
import { DEFAULT_LANGUAGE } from '../../../lib/spec-constants';
import type { Db } from '../../db';
import { backendMessage } from '../../messages';
import type { Commander } from './commands';
import type { GateLift } from './ingest/off-street';
import { LANE_OPERATOR, LANE_PAGE } from './lane-gate';

/** What the lane shows and says to a plate that owes `owed` fen. */
export function arrearsWarningDisplay(plate: string, owed: number): LaneDisplay {
  const amount = fenToYuan(owed);
  return {
    lines: [plate, backendMessage(DEFAULT_LANGUAGE, 'laneArrearsOwed', { amount }), backendMessage(DEFAULT_LANGUAGE, 'laneArrearsPayLater')],
    voice: backendMessage(DEFAULT_LANGUAGE, 'laneArrearsVoice', { plate, amount }),
    reason: 'arrearsWarning',
  };
}

export async function showArrearsWarning(db: Db, commander: () => Commander | null, lift: GateLift): Promise<void> {
  const send = commander();
  if (!send || !lift.arrearsWarning) return;
  const screens = await db.query<{ serial: string }>(
    'SELECT serial FROM lane_devices WHERE lot_id = $1 AND lane_name = $2 AND kind = ANY($3::int[]) AND status = 1 ORDER BY id',
    [lift.lotId, lift.laneName, LANE_DISPLAY_KINDS]);
  const params = arrearsWarningDisplay(lift.arrearsWarning.plate, lift.arrearsWarning.owed);
  for (const screen of screens) {
    await send.send({
      id: `warn-${lift.passageId}-${screen.serial}`.slice(0, 64), kind: 'lane', serial: screen.serial, command: LANE_DISPLAY_COMMAND,
      params: { ...params }, operator: LANE_OPERATOR, page: LANE_PAGE,
    });
  }
}
