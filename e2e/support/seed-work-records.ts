// Rows of the work records and traffic lists (lib/areas/reports/screens-logs.ts) that the other
// seeds do not make (read-only-seed.ts): a lane with an intercom, registered through its screen, over
// which a driver calls the control centre (answered) and whose camera then reads a plate, played
// over the device protocol (device-play.ts); the passage reaches /LanePassNumber once the backend's
// rollup worker has drained it. The collectors' sign-in (/PosManage), the booth shift, its cash
// payment and manual exit (seed-money.ts) give the other lists their rows.
import { expect, type Page } from '@playwright/test';
import { SimController } from '../../backend/simulator/models';
import { LOCK_COMM_STATE } from '../../lib/spec-constants';
import { apiCreate, apiRows } from './api-rows';
import { playDevice } from './device-play';
import { plateOf, type Estate } from './seed-estate';

/** The simulator finds a registered device within seconds; the rollup worker drains every 3 s. */
const WITHIN = { timeout: 30_000 };

export async function seedWorkRecords(page: Page, estate: Estate): Promise<void> {
  const serial = `E2E-RO-CALL-${estate.tag}`;
  const laneName = `Intercom ${estate.tag}`;
  await apiCreate(page, '/InletOutletEquipInfo', { serial, lotId: String(estate.lot.id), laneName, direction: '1', kind: '1' });
  await expect.poll(async () => (await apiRows(page, '/InletOutletEquipInfo', { serial }))[0]?.commState, WITHIN).toBe(LOCK_COMM_STATE.online);
  const lane = new SimController('lane', serial);
  const now = Date.now();
  lane.called({ callId: `C${estate.tag}`, startedAt: now - 70_000, answeredAt: now - 60_000, endedAt: now, answeredBy: 'Control centre 1' });
  lane.see(plateOf(estate.tag, 29), 'blue');
  const report = [{ channel: 'report' as const, payload: lane.report() }];
  const called = async () => (await apiRows(page, '/PhoneCallRecord', { placeName: laneName })).length > 0;
  // Each attempt may lose the connection to the simulator: played again until the call is listed.
  await expect(async () => {
    if (!(await called())) await playDevice('lane', serial, report);
    await expect.poll(called, { timeout: 3_000 }).toBe(true);
  }).toPass({ timeout: 45_000 });
  await expect.poll(async () => (await apiRows(page, '/LanePassNumber', { laneName })).length, WITHIN).toBeGreaterThan(0);
}
