// The devices' record of their time offline (migration 360, connection.ts) over a real MQTT broker
// with the simulator playing the hardware: a device registered is offline until first heard; a
// node controller's power cut opens an interval for it and the locks behind it, closed when each is
// heard again; the sweep declares a silent device offline at its clock and its next report closes
// that; two backends taking one device offline at once leave one open interval. Then the
// dashboards' period figures (/SiteStatisticalAnalysis, the device perception's last 24 h) are the
// definition (lib/reports/use-figures.ts deviceTime) applied to those rows.
import { PAGE_HANDLER } from '../../../lib/pages/types';
import type { DashboardAnswer } from '../../../lib/areas/reports/dashboards/answer';
import { deviceOnlineRate, deviceTime, type DeviceRecord } from '../../../lib/reports/use-figures';
import { bucketKey } from '../../../lib/reports/periods';
import { toMs, type Db } from '../../db';
import { loadSimFleet } from '../../simulator/fleet-source';
import { startSimulator, type Simulator } from '../../simulator/simulator';
import { testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { recordConnection } from './connection';
import { SILENT_AFTER_MS } from './ingest';
import type { DeviceService } from './service';
import { until } from '../../test/until';

jest.setTimeout(60_000);

const DEVICE_SECRET = 'test-device-secret';
const MIN = 60_000;

describe.each(testDatabases())('devices\' offline intervals on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let devices: DeviceService;
  let sim: Simulator;
  let lot = 0;
  const tokens: Record<string, string> = {};
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const serial = (name: string) => `O${tag}-${name}`;
  const TABLES = { node: 'node_controllers', lock: 'parking_locks', payStation: 'pay_stations' } as const;
  const commOf = async (kind: keyof typeof TABLES, name: string) =>
    Number((await db.query<{ comm_state: number }>(`SELECT comm_state FROM ${TABLES[kind]} WHERE serial = $1`, [serial(name)]))[0].comm_state);
  /** A device's intervals, oldest first: [from, to | null] in ms. */
  const intervals = async (kind: keyof typeof TABLES, name: string) => (await db.query<{ from_at: unknown; to_at: unknown }>(
    `SELECT i.from_at, i.to_at FROM device_offline_intervals i JOIN ${TABLES[kind]} d ON d.id = i.device_id
      WHERE i.device_kind = $1 AND d.serial = $2 ORDER BY i.from_at, i.id`, [kind, serial(name)])).map((r): [number, number | null] => [toMs(r.from_at)!, toMs(r.to_at)]);

  useTestBackend(database, {
    backend: { demoLots: ['Offline lot'], devices: { deviceSecret: DEVICE_SECRET, brokerPort: 0, commandTimeoutMs: 1_500 } },
    tokens, beforeClose: async () => { await sim?.close(); }, timeoutMs: 120_000,
  }, async (env) => {
    ({ db, t } = env);
    devices = t.backend.devices!;
    [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Offline lot'");
    const [{ id: node }] = await db.query<{ id: number }>('INSERT INTO node_controllers (serial, name, lot_id) VALUES ($1, $1, $2) RETURNING id', [serial('NODE'), lot]);
    await db.query('INSERT INTO parking_locks (serial, lot_id, node_id) VALUES ($1, $2, $3)', [serial('LOCK'), lot, node]);
    await db.query('INSERT INTO pay_stations (serial, name, lot_id) VALUES ($1, $1, $2)', [serial('PAY'), lot]);
    const source = async () => (await loadSimFleet(db)).filter((c) => c.spec.serial.startsWith(`O${tag}`));
    sim = await startSimulator({ url: devices.brokerUrl, deviceSecret: DEVICE_SECRET, source, refreshMs: 200, heartbeatMs: 600_000 });
    await until(async () => (await commOf('lock', 'LOCK')) === 1 && (await commOf('payStation', 'PAY')) === 1 && (await commOf('node', 'NODE')) === 1, 'the devices online');
  });

  it('opens a device\'s record with its registration and closes it when the device is first heard', async () => {
    for (const [kind, name] of [['node', 'NODE'], ['lock', 'LOCK'], ['payStation', 'PAY']] as const) {
      const [[from, to], ...more] = await intervals(kind, name);
      expect(more).toEqual([]);
      expect(to).not.toBeNull();
      expect(to!).toBeGreaterThanOrEqual(from);
    }
  });

  it('a node controller\'s power cut: an interval for it and for the lock behind it, closed when each is heard again', async () => {
    const before = t.clock.now();
    await sim.cut('node', serial('NODE'), 500);
    await until(async () => (await commOf('lock', 'LOCK')) === 2, 'the lock cut off');
    const open = await intervals('lock', 'LOCK');
    expect(open).toHaveLength(2);
    expect(open[1][0]).toBeGreaterThanOrEqual(before);
    expect(open[1][1]).toBeNull();
    await until(async () => (await commOf('lock', 'LOCK')) === 1 && (await commOf('node', 'NODE')) === 1, 'the lock and node back', 15_000);
    for (const [kind, name] of [['node', 'NODE'], ['lock', 'LOCK']] as const) {
      const [, cut] = await intervals(kind, name);
      expect(cut[0]).toBeGreaterThanOrEqual(before);
      expect(cut[1]).toBeGreaterThanOrEqual(cut[0]);
    }
  });

  it('a silent device: the sweep opens its interval at the timeout\'s clock, its next report closes it', async () => {
    t.clock.hold();
    try {
      t.clock.advance(SILENT_AFTER_MS + MIN);
      const wentOffline = t.clock.now();
      await devices.sweep();
      expect(await commOf('payStation', 'PAY')).toBe(0);
      expect((await intervals('payStation', 'PAY')).at(-1)).toEqual([wentOffline, null]);
      t.clock.advance(5 * MIN);
      await sim.report('payStation', serial('PAY'));
      await until(async () => (await commOf('payStation', 'PAY')) === 1, 'the station heard again');
      expect((await intervals('payStation', 'PAY')).at(-1)).toEqual([wentOffline, wentOffline + 5 * MIN]);
      // The node and lock were silent too: the node is heard again, the lock when it reports.
      await sim.report('node', serial('NODE'));
      await sim.report('lock', serial('LOCK'));
      await until(async () => (await commOf('lock', 'LOCK')) === 1 && (await commOf('node', 'NODE')) === 1, 'the lock and node back');
    } finally {
      t.clock.release();
    }
  });

  it('two backends taking a device offline at once leave one open interval; coming back closes it once', async () => {
    // A station the simulator does not play: nothing else reports for it meanwhile. Registered, it is offline until heard.
    const [station] = await db.query<{ id: number }>('INSERT INTO pay_stations (serial, name, lot_id) VALUES ($1, $1, $2) RETURNING id', [`X${tag}-PAY`, lot]);
    const device = { kind: 'payStation' as const, id: station.id, lotId: lot };
    const rows = async () => (await db.query<{ to_at: unknown }>(
      "SELECT to_at FROM device_offline_intervals WHERE device_kind = 'payStation' AND device_id = $1 ORDER BY from_at, id", [station.id])).map((r) => toMs(r.to_at));
    expect(await rows()).toEqual([null]);
    const at = t.clock.now();
    await db.transaction((tx) => recordConnection(tx, device, 1, at));
    await Promise.all([0, 1].map((n) => db.transaction((tx) => recordConnection(tx, device, 0, at + 10 + n))));
    expect(await rows()).toEqual([at, null]);
    await Promise.all([0, 1].map((n) => db.transaction((tx) => recordConnection(tx, device, 1, at + 20 + n))));
    const closed = await rows();
    expect(closed).toHaveLength(2);
    expect([at + 20, at + 21]).toContain(closed[1]);
    await db.query("DELETE FROM device_offline_intervals WHERE device_kind = 'payStation' AND device_id = $1", [station.id]);
    await db.query('DELETE FROM pay_stations WHERE id = $1', [station.id]);
  });

  it('the dashboards\' and the pack\'s period figures are the definition over these rows', async () => {
    t.clock.hold();
    try {
      const now = t.clock.now();
      const rows = await db.query<{ id: number; kind: string; in_service_at: unknown }>(
        `SELECT id, 'node' AS kind, in_service_at FROM node_controllers WHERE lot_id = $1 AND status = 1
         UNION ALL SELECT id, 'lock', in_service_at FROM parking_locks WHERE lot_id = $1 AND status = 1
         UNION ALL SELECT id, 'payStation', in_service_at FROM pay_stations WHERE lot_id = $1 AND status = 1`, [lot]);
      const offline = await db.query<{ device_kind: string; device_id: number; from_at: unknown; to_at: unknown }>(
        'SELECT device_kind, device_id, from_at, to_at FROM device_offline_intervals WHERE lot_id = $1', [lot]);
      const records = (keep: (kind: string) => boolean): DeviceRecord[] => rows.filter((d) => keep(d.kind)).map((d) => ({
        inServiceAt: toMs(d.in_service_at)!,
        offline: offline.filter((i) => i.device_kind === d.kind && Number(i.device_id) === Number(d.id)).map((i) => ({ from: toMs(i.from_at)!, to: toMs(i.to_at) })),
      }));
      const call = async (page: string, datas: Record<string, unknown>) => {
        const result = await t.call<DashboardAnswer>(PAGE_HANDLER, { ...datas, lotId: lot }, { token: tokens.admin, getList: `${page}.read` });
        if (!result.ok) throw new Error(JSON.stringify(result));
        return result.data;
      };
      const today = bucketKey(now, 'day');
      const site = await call('siteAnalysis', { from: today, to: today });
      const day = { start: Date.parse(`${today}T00:00:00+08:00`), end: Date.parse(`${today}T00:00:00+08:00`) + 24 * 60 * MIN };
      const expected = deviceOnlineRate(deviceTime(records(() => true), day, now));
      // Five minutes of the station's silence, the node's cut and the sweep: below 100 %, above 0.
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(10_000);
      expect(site.cards.find((c) => c.figure === 'deviceOnlineRate')?.value).toBe(expected);
      expect(site.tables.find((tb) => tb.key === 'lotRanking')?.rows[0].values.at(-1)).toBe(expected);

      const perception = await call('devicePerception', {});
      const lastDay = { start: now - 24 * 60 * MIN, end: now };
      expect(perception.cards.find((c) => c.figure === 'onlineRateLastDay')?.value).toBe(deviceOnlineRate(deviceTime(records(() => true), lastDay, now)));
      const station = perception.tables.find((tb) => tb.key === 'devicesByKind')?.rows.find((r) => r.key === 'payStation')?.values;
      expect(station?.[2]).toBe(deviceOnlineRate(deviceTime(records((k) => k === 'payStation'), lastDay, now)));

      // The management pack of the day says the same as the site dashboard.
      const pack = await t.call<{ devices: { periodOnlineRate: number | null } }>(PAGE_HANDLER, { from: today, to: today, lotId: lot }, { token: tokens.admin, getList: 'oneClickReport.pack' });
      if (!pack.ok) throw new Error(JSON.stringify(pack));
      expect(pack.data.devices.periodOnlineRate).toBe(expected);
    } finally {
      t.clock.release();
    }
  });
});
