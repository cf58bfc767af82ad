// A few device alarms of the demo's week, raised and cleared through the alarm store as the
// devices' reports would have (backend/areas/devices/alarm-store.ts), and one still open.
import { LOCK_RUN_STATE } from '../../lib/spec-constants';
import { isoAt, type Queryable } from '../db';
import { syncAlarms } from '../areas/devices/alarm-store';
import type { FleetDevice } from '../areas/devices/fleet';
import type { BuiltLot } from './estate';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;

/** A few device alarms of the week, raised and cleared as the devices' reports would have. */
export async function replayAlarms(tx: Queryable, lots: BuiltLot[], now: number): Promise<number> {
  const street = lots.find((l) => l.plan.key === 'street')!;
  const east = lots.find((l) => l.plan.key === 'east')!;
  const [lock] = street.berths.filter((b) => b.device?.kind === 'lock');
  const sensors = street.berths.filter((b) => b.device?.kind === 'sensor');
  const fleet = (berth: typeof lock): FleetDevice => ({ kind: berth.device!.kind, id: berth.device!.id, serial: berth.device!.serial, lotId: street.id, nodeSerial: null, berthId: berth.id });
  const station: FleetDevice = { kind: 'payStation', id: east.payStations[0].id, serial: east.payStations[0].serial, lotId: east.id, nodeSerial: null, berthId: null };
  let raised = 0;
  const sync = async (device: FleetDevice, condition: Parameters<typeof syncAlarms>[2], at: number) => { raised += (await syncAlarms(tx, device, condition, at)).raise.length; };
  // A lock's battery ran low and was swapped the next day; a flap met resistance for a few minutes.
  await sync(fleet(lock), { comm: 1, run: LOCK_RUN_STATE.available, battery: 15 }, now - 5 * 24 * HOUR);
  await sync(fleet(lock), { comm: 1, run: LOCK_RUN_STATE.available, battery: 100 }, now - 4 * 24 * HOUR);
  await sync(fleet(lock), { comm: 1, run: LOCK_RUN_STATE.resistanceRising, battery: 100 }, now - 2 * 24 * HOUR);
  await sync(fleet(lock), { comm: 1, run: LOCK_RUN_STATE.available, battery: 100 }, now - 2 * 24 * HOUR + 6 * MINUTE);
  // The station's bill acceptor jammed for an hour.
  await tx.query('INSERT INTO pay_station_errors (pay_station_id, lot_id, code, module, raised_at, cleared_at) VALUES ($1, $2, 101, $3, $4, $5)',
    [station.id, east.id, 'billAcceptor', isoAt(now - 3 * 24 * HOUR), isoAt(now - 3 * 24 * HOUR + HOUR)]);
  await sync(station, { comm: 1, errorCode: 101 }, now - 3 * 24 * HOUR);
  await sync(station, { comm: 1, errorCode: 0 }, now - 3 * 24 * HOUR + HOUR);
  // A sensor's battery is low now (the maintenance round has not been yet).
  const weak = sensors[sensors.length - 1];
  await tx.query('UPDATE sensors SET battery = 14 WHERE id = $1', [weak.device!.id]);
  await sync(fleet(weak), { comm: 1, battery: 14 }, now - 20 * HOUR);
  return raised;
}
