// The live traffic of the in-process simulator over the embedded broker (never MQTT_TEST_URL): a
// lot's entrance camera reads a simulated vehicle, the driver pays at the pay station, the exit
// camera reads it again and the barrier lets it out — a stay started and ended, and paid, through
// the device protocol alone. The traffic's timing is shortened (no wait before paying) and the
// lot's rate charges a visit from its first minute.
import type { Db } from '../db';
import { startBackend, testDatabases, type TestBackend } from '../test/harness';
import { createRate } from './estate';
import { BASE_FORM } from './estate-plan';

jest.setTimeout(90_000);

async function until<T>(probe: () => Promise<T | null | undefined>, what: string, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(testDatabases())('live traffic over the embedded broker ($name)', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let t: TestBackend;

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    t = await startBackend(db, {
      devices: { deviceSecret: 'live-traffic-secret', brokerPort: 0, simulator: { activity: 60, traffic: { payAfterMs: 0, freeLeaveMs: 0, maxInside: 5 } } },
    });
    const [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name) VALUES ('Live lot') RETURNING id");
    await createRate(db, lot, { name: 'Per visit', plateColor: 'all', form: { ...BASE_FORM, pricingMode: 'perVisit', perVisitPrice: 500, freeMinutes: 0 } }, Date.now() - 86_400_000);
    await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ('LIVE-IN', $1, 'In', 1, 2), ('LIVE-OUT', $1, 'Out', 2, 2)", [lot]);
    await db.query("INSERT INTO pay_stations (serial, name, lot_id) VALUES ('LIVE-PAY', 'Live station', $1)", [lot]);
    await t.backend.simulator!.refresh();
  });
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  it('makes a stay start at the entrance, be paid at the station and end at the exit', async () => {
    const stay = await until(async () => (await db.query<{ id: number; plate: string }>(
      `SELECT s.id, s.plate FROM stays s WHERE s.entry_source = 'camera' AND s.exit_source = 'camera' AND s.state = 3
         AND EXISTS (SELECT 1 FROM payments p WHERE p.stay_id = s.id AND p.channel = 'payStation') LIMIT 1`))[0], 'a paid stay to leave');
    expect(stay.plate).toMatch(/^[\u4e00-\u9fff][A-Z][A-Z0-9]{5,6}$/);
    const passages = await db.query<{ direction: number; decision: string }>('SELECT direction, decision FROM passages WHERE stay_id = $1 ORDER BY at, id', [stay.id]);
    expect(passages[0]).toEqual({ direction: 1, decision: 'open' });
    expect(passages[passages.length - 1]).toEqual({ direction: 2, decision: 'paid' });
    const [order] = await db.query<{ receivable: number; paid: number; due: number }>('SELECT receivable, paid, due FROM orders WHERE stay_id = $1', [stay.id]);
    expect(order).toEqual({ receivable: 500, paid: 500, due: 0 });
  });
});
