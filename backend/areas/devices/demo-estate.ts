// DEMO_DEVICES=n: a street of the first demo lot with n berths with a parking lock and n berths
// with a sensor, behind one node controller, plus a pay station and an exit barrier gate, so that
// the embedded demo (and the device simulator) has a living estate from the first start.
// Idempotent: rows that exist are kept.
import type { Db } from '../../db';

export const DEMO_STREET = '示范路';
export const demoSerial = (kind: 'LOCK' | 'SENSOR', n: number) => `DEMO-${kind}-${String(n).padStart(4, '0')}`;
export const DEMO_NODE = 'DEMO-NODE-1';

export async function seedDemoDevices(db: Db, lotName: string, locks: number): Promise<void> {
  if (locks <= 0) return;
  await db.transaction(async (tx) => {
    const [lot] = await tx.query<{ id: number }>('SELECT id FROM parking_lots WHERE name = $1', [lotName]);
    if (!lot) return;
    let [street] = await tx.query<{ id: number }>('SELECT id FROM streets WHERE lot_id = $1 AND name = $2', [lot.id, DEMO_STREET]);
    street ??= (await tx.query<{ id: number }>('INSERT INTO streets (lot_id, name) VALUES ($1, $2) RETURNING id', [lot.id, DEMO_STREET]))[0];
    await tx.query(`INSERT INTO node_controllers (serial, name, lot_id, street_id) VALUES ($1, $2, $3, $4) ON CONFLICT (serial) DO NOTHING`,
      [DEMO_NODE, DEMO_NODE, lot.id, street.id]);
    const [node] = await tx.query<{ id: number }>('SELECT id FROM node_controllers WHERE serial = $1', [DEMO_NODE]);
    // Berths D0001.. have a lock (its detector sees the vehicle), berths S0001.. a sensor only.
    const berthOf = async (number: string) => {
      const [found] = await tx.query<{ id: number }>('SELECT id FROM berths WHERE street_id = $1 AND number = $2', [street.id, number]);
      return found ?? (await tx.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3) RETURNING id', [lot.id, street.id, number]))[0];
    };
    for (let n = 1; n <= locks; n += 1) {
      const padded = String(n).padStart(4, '0');
      await tx.query(`INSERT INTO parking_locks (serial, lot_id, berth_id, node_id, model) VALUES ($1, $2, $3, $4, 'CL-200') ON CONFLICT DO NOTHING`,
        [demoSerial('LOCK', n), lot.id, (await berthOf(`D${padded}`)).id, node.id]);
      await tx.query(`INSERT INTO sensors (serial, kind, lot_id, berth_id, node_id, model) VALUES ($1, 1, $2, $3, $4, 'GM-10') ON CONFLICT DO NOTHING`,
        [demoSerial('SENSOR', n), lot.id, (await berthOf(`S${padded}`)).id, node.id]);
    }
    await tx.query(`INSERT INTO pay_stations (serial, name, lot_id, location) VALUES ('DEMO-PAY-1', '1号缴费机', $1, 'B1') ON CONFLICT DO NOTHING`, [lot.id]);
    await tx.query(`INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ('DEMO-GATE-1', $1, '出口1', 2, 2) ON CONFLICT DO NOTHING`, [lot.id]);
  });
}
