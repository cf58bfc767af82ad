// A lot's entrance and exit cameras, registered through /InletOutletEquipInfo and played by the
// e2e backend's simulator (e2e/support/simulator.ts): a car read at the exit leaves when what it
// owes is paid, and the lane's log says whether the barrier opened (/EntryAndExitDetails).
import { expect, type Page } from '@playwright/test';
import { LOCK_COMM_STATE } from '../../lib/spec-constants';
import { apiCreate, apiRows } from './api-rows';
import { simulate } from './simulator';

/** The simulator reads the fleet every 3 s; a camera is online soon after it is registered. */
const ONLINE_WITHIN = { timeout: 30_000 };
/** LANE_DIRECTIONS: 1 entrance, 2 exit; LANE_DEVICE_KINDS: 1 camera. */
const [ENTRANCE, EXIT, CAMERA] = ['1', '2', '1'];

export interface Lanes { entrance: string; exit: string }

export async function addLanes(page: Page, lotId: string, tag: string): Promise<Lanes> {
  const lanes = { entrance: `E2E-IN-${tag}`, exit: `E2E-OUT-${tag}` };
  await apiCreate(page, '/InletOutletEquipInfo', { serial: lanes.entrance, lotId, laneName: `In ${tag}`, direction: ENTRANCE, kind: CAMERA });
  await apiCreate(page, '/InletOutletEquipInfo', { serial: lanes.exit, lotId, laneName: `Out ${tag}`, direction: EXIT, kind: CAMERA });
  const online = async (serial: string) => (await apiRows(page, '/InletOutletEquipInfo', { serial }))[0]?.commState === LOCK_COMM_STATE.online;
  for (const serial of [lanes.entrance, lanes.exit]) await expect.poll(() => online(serial), ONLINE_WITHIN).toBe(true);
  return lanes;
}

/** The camera reads the plate (a blue one) at its barrier. */
export const readPlate = (serial: string, plate: string) => simulate('lane', serial, { action: 'see', plate, color: 'blue' });

/** Waits for the lanes' log to say the barrier opened for the plate because it had paid (LANE_DECISIONS 'paid'). */
export async function expectPaidExit(page: Page, plate: string) {
  await expect.poll(async () => (await apiRows(page, '/EntryAndExitDetails', { plate })).map((row) => row.decision), { timeout: 30_000 }).toContain('paid');
}
