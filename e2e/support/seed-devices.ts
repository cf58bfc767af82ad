// Devices of the read-only estate and what they report, for the device screens' rows
// (read-only-seed.ts): a node controller with a lock and a geomagnetic sensor on the street's
// berths, a pay station, and a lane camera at the entrance of the full lot, registered through
// their screens and played by the simulator. The lock is told a manual entry and the lane's gate
// lifted from their pages; then, over the device protocol (device-play.ts), the pay station takes
// a payment and faults, the lane camera reads a plate the full lot queues (with its brand and a
// health code), and the node controller goes offline for a moment (its lock's alarm); the pay
// station is upgraded remotely.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SimController, SimPayStation } from '../../backend/simulator/models';
import type { DeviceKind } from '../../lib/device-protocol';
import { LOCK_COMM_STATE } from '../../lib/spec-constants';
import { apiCreate, apiRows } from './api-rows';
import { playDevice, type DeviceMessage } from './device-play';
import { berthOf, plateOf, type Estate } from './seed-estate';
import { letIn } from './seed-money';
import { callOperation } from './users';

/** The simulator finds a device registered in the console within a few seconds (its fleet is read every 3 s). */
const ONLINE_WITHIN = { timeout: 30_000 };
const ONLINE = LOCK_COMM_STATE.online;
/** A pay station code of a module fault (the simulator's bill acceptor jam). */
const BILL_ACCEPTOR_JAM = 101;

/** Plays the device until what it should cause is seen (each attempt may lose the connection to the simulator). */
async function playUntilSeen(kind: DeviceKind, serial: string, messages: readonly DeviceMessage[], seen: () => Promise<boolean>) {
  await expect(async () => {
    if (await seen()) return;
    await playDevice(kind, serial, messages);
    await expect.poll(seen, { timeout: 3_000 }).toBe(true);
  }).toPass({ timeout: 45_000 });
}

const has = (page: Page, path: string, filters: Record<string, string>) => async () => (await apiRows(page, path, filters)).length > 0;

async function pageCommand(page: Page, operation: string, payload: Record<string, unknown>) {
  const { status, body } = await callOperation(page, operation, { idempotencyKey: `e2e-${randomUUID()}`, ...payload });
  if (status !== 200) throw new Error(`${operation}: ${status} ${JSON.stringify(body)}`);
}

export async function seedDevices(page: Page, estate: Estate): Promise<void> {
  const serial = (kind: string) => `E2E-RO-${kind}-${estate.tag}`;
  const [NODE, LOCK, SENSOR, STATION, LANE] = ['NODE', 'LOCK', 'SENS', 'PAY', 'LANE'].map(serial);
  const lotId = String(estate.lot.id);
  const node = await apiCreate(page, '/NodeInformation', { serial: NODE, name: NODE, lotId });
  await apiCreate(page, '/ParkingLock', { serial: LOCK, lotId, berthId: await berthOf(page, estate, '/ParkingLock', 3), nodeId: String(node.id) });
  await apiCreate(page, '/GeomagneticMange', { serial: SENSOR, lotId, berthId: await berthOf(page, estate, '/GeomagneticMange', 4), nodeId: String(node.id) });
  await apiCreate(page, '/PaymentInformation', { serial: STATION, name: STATION, lotId });
  await apiCreate(page, '/InletOutletEquipInfo', { serial: LANE, lotId: String(estate.fullLot.id), laneName: `Gate ${estate.tag}`, direction: '1', kind: '1' });
  const online = async (path: string, serialNo: string) => (await apiRows(page, path, { serial: serialNo }))[0]?.commState === ONLINE;
  await expect.poll(() => online('/ParkingLockEquipInfo', LOCK), ONLINE_WITHIN).toBe(true);
  await expect.poll(() => online('/InletOutletEquipInfo', LANE), ONLINE_WITHIN).toBe(true);

  // A vehicle entered on the lock's berth by hand: the lock sees it (a berth state record) and its stay starts.
  await pageCommand(page, 'lockControl.manualEntry', { serial: LOCK, params: { plate: plateOf(estate.tag, 14) } });
  await expect.poll(has(page, '/CatcGeomagneticParkStateRecord', { serial: LOCK }), ONLINE_WITHIN).toBe(true);
  await pageCommand(page, 'remoteLift.liftGate', { serial: LANE, reason: 'Ambulance at the gate' });

  // A driver pays a visit at the pay station, whose bill acceptor then jams.
  const payer = plateOf(estate.tag, 15);
  await letIn(page, estate, payer);
  const station = new SimPayStation(STATION);
  station.pay(payer, 750);
  station.errorCode = BILL_ACCEPTOR_JAM;
  await playUntilSeen('payStation', STATION, [{ channel: 'report', payload: station.report() }], has(page, '/PsPaymentInfo', { plate: payer }));

  // The full lot's one space taken, a vehicle read at its entrance waits in the queue.
  await letIn(page, estate, plateOf(estate.tag, 16), undefined, estate.fullLot.id);
  const queued = plateOf(estate.tag, 18);
  const lane = new SimController('lane', LANE);
  lane.see(queued, 'blue', { brand: 'BYD' });
  lane.scanHealthCode(queued, 'green');
  await playUntilSeen('lane', LANE, [{ channel: 'report', payload: lane.report() }], has(page, '/QueueUpInfo', { plate: queued }));

  // The node controller drops: its lock cannot be heard (an alarm, cleared when the simulator is back).
  await playUntilSeen('node', NODE, [{ channel: 'status', payload: 'offline' }], has(page, '/ParkingLockAlarmInformation', { serial: LOCK }));

  // An upgrade of the lot's pay stations (any model): the simulated station carries it out.
  await apiCreate(page, '/EquipmentRemoteUpgrade', {
    lotId, deviceType: 'payStation', model: '', targetVersion: '200', fileUrl: 'https://firmware.example.com/pay-station-200.bin',
  });
}
