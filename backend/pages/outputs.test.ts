// Every special page's operation answers what it declares (lib/pages `output`): each one is called
// once here through the real HTTP backend, and the test harness parses every answer with the
// declared output (test/harness.ts, test/page-outputs.ts). The few whose answer needs a scene of
// their own (a statement file, a channel to download from, a plate in arrears, a stay to pay) are
// answered in the test named for them, through the same harness; a new operation must be placed
// in one of the two lists.
import { GATE_COMMANDS } from '../../lib/areas/devices/commands';
import { LOCK_COMMAND_NAMES } from '../../lib/areas/devices/lock-machine';
import { PAGES } from '../../lib/pages/registry';
import { PAGE_HANDLER, pageOperationName } from '../../lib/pages/types';
import type { Db } from '../db';
import { ADMIN_PASSWORD, startBackend, testDatabases, type TestBackend } from '../test/harness';

jest.setTimeout(120_000);

const LOCK = 'OUT-LOCK-1';
const GATE = 'OUT-GATE-1';
let keyNo = 0;
const key = () => `outputs-${(keyNo += 1)}`;

/** The operations answered elsewhere, with the test that answers them. */
const ELSEWHERE: Record<string, string> = {
  'dailyBillCheck.importStatement': 'backend/areas/reconcile/pages.test.ts',
  'dailyBillCheck.downloadStatement': 'backend/areas/reconcile/download.test.ts',
  'abnormalBillUpload.uploadStatement': 'backend/areas/reconcile/upload.test.ts',
  'arrearsCollection.collect': 'backend/areas/charging/arrears/collect.test.ts',
  'lockControl.manualPayment': 'backend/areas/charging/devices-money.test.ts',
  'lockControl.payToUnlock': 'backend/areas/charging/devices-money.test.ts',
  'monthlyAgreement.publish': 'backend/areas/rentals/agreement.test.ts',
  'dataControl.rebuild': 'backend/areas/reports/dashboards/dashboards.test.ts',
  'oneClickReport.saveRecipients': 'backend/areas/reports/pack/pack.test.ts',
  'oneClickReport.deleteRecipients': 'backend/areas/reports/pack/pack.test.ts',
};

/** The input each other operation is called with. */
const CALLED: Record<string, () => Record<string, unknown>> = {
  // Sent to an offline lock and gate first (refused by their state, answered as any outcome is),
  // so that the reads after them have rows to show.
  ...Object.fromEntries(LOCK_COMMAND_NAMES.filter((c) => !(`lockControl.${c}` in ELSEWHERE))
    .map((c) => [`lockControl.${c}`, () => ({ idempotencyKey: key(), serial: LOCK })])),
  ...Object.fromEntries(['remoteLift', 'centralLever'].flatMap((page) => GATE_COMMANDS
    .map((c) => [`${page}.${c}`, () => ({ idempotencyKey: key(), serial: GATE, reason: 'outputs test' })]))),
  'dataHome.overview': () => ({}),
  'dataHome.dashboard': () => ({}),
  'systemMonitoring.monitoring': () => ({}),
  'systemMonitoring.unlockAccount': () => ({ account: 'nobody' }),
  'lockControl.lots': () => ({}),
  'lockControl.list': () => ({ startIndex: 1, endIndex: 10 }),
  'lockControl.log': () => ({ serial: LOCK }),
  'monitoring.occupancy': () => ({}),
  'remoteLift.lots': () => ({}),
  'remoteLift.list': () => ({}),
  'centralLever.lots': () => ({}),
  'centralLever.list': () => ({}),
  'dailyBillCheck.days': () => ({}),
  'abnormalBillUpload.recent': () => ({}),
  'arrearsCollection.lots': () => ({}),
  'arrearsCollection.lookup': () => ({ plate: 'A12345' }),
  'monthlyAgreement.versions': () => ({}),
  'monthlyRentalOperation.board': () => ({}),
  'monthlyCustomerLookup.lookup': () => ({ query: '13800138000' }),
  // The dashboards (backend/areas/reports/dashboards/): a period where one is read, else none.
  ...Object.fromEntries(['financialAnalysis', 'siteAnalysis', 'transactionAnalysis', 'operationDashboard', 'devicePerception', 'payStationDashboard', 'roadSectionMonitoring', 'warning']
    .flatMap((page) => [[`${page}.lots`, () => ({})], [`${page}.read`, () => ({ from: '2026-11-01', to: '2026-11-30', ...(page === 'financialAnalysis' ? { granularity: 'day' } : {}) })]])),
  'dataControl.read': () => ({}),
  'oneClickReport.lots': () => ({}),
  'oneClickReport.recipients': () => ({}),
  'oneClickReport.pack': () => ({ from: '2026-03-01', to: '2026-03-02' }),
  'oneClickReport.download': () => ({ from: '2026-03-01', to: '2026-03-02', format: 'xlsx' }),
};

it('places every declared operation in one list', () => {
  const declared = PAGES.flatMap((page) => Object.keys(page.operations).map((name) => pageOperationName(page, name))).sort();
  expect([...Object.keys(CALLED), ...Object.keys(ELSEWHERE)].sort()).toEqual(declared);
});

describe.each(testDatabases())('page operations answer their declared output on $name', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let token = '';

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    t = await startBackend(db, { demoLots: ['North lot'], devices: { deviceSecret: 'secret-of-devices', brokerPort: 0, commandTimeoutMs: 1_000 } });
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'North lot'");
    // Registered without a node controller: never heard, so offline, and its commands refused.
    await db.query('INSERT INTO parking_locks (serial, lot_id) VALUES ($1, $2)', [LOCK, lot]);
    await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, 'Exit 1', 2, 2)", [GATE, lot]);
    token = await t.signIn('admin', ADMIN_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  it.each(Object.keys(CALLED))('%s', async (name) => {
    const answer = await t.call(PAGE_HANDLER, CALLED[name](), { token, getList: name });
    // The harness has checked the answer against the output; it must be an answer to check.
    expect([name, answer.ok]).toEqual([name, true]);
  });
});
