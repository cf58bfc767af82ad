// A VIP card's free stay on a locked berth, for /VipLockOrderRecord's read-only cycle
// (seed-rentals.ts, read-only-seed.ts): a node controller and a lock of their own on the street's
// berth R02, played by the simulator, and the VIP card's car entered there by hand from the lock's
// page (the charging core decides the typed plate's card: free on it).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { LOCK_COMM_STATE } from '../../lib/spec-constants';
import { apiCreate, apiRows } from './api-rows';
import { berthOf, type Estate } from './seed-estate';
import { callOperation } from './users';

/** The simulator finds a device registered in the console within a few seconds (its fleet is read every 3 s). */
const WITHIN = { timeout: 30_000 };

export async function seedVipLockStay(page: Page, estate: Estate, plate: string): Promise<void> {
  const [node, lock] = ['VNODE', 'VLOCK'].map((kind) => `E2E-RO-${kind}-${estate.tag}`);
  const lotId = String(estate.lot.id);
  const nodeRow = await apiCreate(page, '/NodeInformation', { serial: node, name: node, lotId });
  await apiCreate(page, '/ParkingLock', { serial: lock, lotId, berthId: await berthOf(page, estate, '/ParkingLock', 2), nodeId: String(nodeRow.id) });
  await expect.poll(async () => (await apiRows(page, '/ParkingLockEquipInfo', { serial: lock }))[0]?.commState, WITHIN).toBe(LOCK_COMM_STATE.online);
  const { status, body } = await callOperation(page, 'lockControl.manualEntry', { idempotencyKey: `e2e-${randomUUID()}`, serial: lock, params: { plate } });
  if (status !== 200) throw new Error(`lockControl.manualEntry: ${status} ${JSON.stringify(body)}`);
  await expect.poll(async () => (await apiRows(page, '/VipLockOrderRecord', { plate })).length, WITHIN).toBe(1);
}
