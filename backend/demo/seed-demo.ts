// The demo operator, made once at the first start on an empty database (docs/demo.md): the estate
// (estate.ts), the office's base data typed through the screens (base-data.ts), a week of traffic
// replayed through the domain services with a seeded generator (visits.ts, history.ts), the
// street's VIP car on its locked berths (vip-lock-stays.ts), a few device alarms, and the week's
// office and field records (records.ts). One transaction: the marker row of demo_estate is taken
// first, so a second backend starting on the same PostgreSQL waits and then finds it; a failure
// leaves nothing (not even the marker) and the next start tries again.
// With the simulated channels (channels.ts) the demo gets merchant accounts on them and its Alipay
// and WeChat payments are their trades; a later start finds the channels kept and starts them again.
import type { Db, Queryable } from '../db';
import { isoAt } from '../db';
import type { DemoChannels, DemoChannelsStarter } from './channels';
import { createDemoEstate, joinDemoGroup } from './estate';
import { typeBaseData } from './base-data';
import { demoConsole } from './console';
import { replayRecords } from './records';
import { queueExpiryNotices } from '../areas/rentals/expiry-notices';
import { createDemoPayParams, type DemoPayParamsIds } from './pay-params';
import { replayAlarms } from './alarms';
import { replayHistory, type HistoryCounts } from './history';
import { seededRandom } from './random';
import { MINUTE, planVisits, type VisitPlanOptions } from './visits';
import { replayVipLockStays } from './vip-lock-stays';
import { replayIntercomCalls } from './intercom-calls';
import { replayCollectorSigns } from './collector-signs';
import { replayDeviceOutages } from './device-outages';

/** The seed of the demo's generator: the same week on every first start. */
export const DEMO_RANDOM_SEED = 20_261_125;
export const DEMO_HISTORY_DAYS = 7;
/** Visits per day and lot: enough to fill every screen, few enough for a quick first start. */
export const DEMO_VISITS_PER_DAY: VisitPlanOptions['perDay'] = { east: 14, west: 6, street: 12 };

export type DemoOutcome = 'seeded' | 'off' | 'notEmpty' | 'decided';
export interface DemoSummary extends HistoryCounts { lots: number; berths: number; devices: number; alarms: number; ms: number }

/** An estate with no traffic yet (only lots named in DEMO_LOTS, say) still takes the demo. */
async function isEmpty(tx: Queryable, keepLots: readonly string[]): Promise<boolean> {
  const [row] = await tx.query<{ busy: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM stays) OR EXISTS (SELECT 1 FROM rates)
         OR EXISTS (SELECT 1 FROM parking_lots WHERE NOT (name = ANY($1::text[]))) AS busy`, [keepLots]);
  return !row.busy;
}

export interface DemoOptions {
  /** DEMO_SEED=1: seed it when the database is empty; false: record that this database starts without it. */
  wanted: boolean;
  now: number;
  /** Lots of DEMO_LOTS, which do not make a database "not empty". */
  keepLots?: readonly string[];
  /** Tests: fewer visits. */
  perDay?: VisitPlanOptions['perDay'];
  /** Tests: a longer history (days of traffic before now; default DEMO_HISTORY_DAYS). The office's records stay the last week's. */
  historyDays?: number;
  /** The demo's simulated payment channels, and the key the accounts on them are sealed with. */
  channels?: { starter: DemoChannelsStarter; atRestKey: Buffer };
  /** Where phones reach the driver's page: the QR codes' address (system parameter), when known. */
  driverPageUrl?: string;
  /** The backend's key of secrets at rest: the office confirms refunds and reconciles with it (records.ts). */
  atRestKey?: Buffer;
}

/** The demo's channels, running, and its accounts on them. */
export interface DemoChannelsRunning { channels: DemoChannels; payParams: DemoPayParamsIds }
export interface DemoResult { outcome: DemoOutcome; summary?: DemoSummary; channels?: DemoChannelsRunning }

/** A demo made earlier: demo users added since join its group. */
async function welcomeNewStaff(db: Db): Promise<void> {
  const [row] = await db.query<{ outcome: string }>('SELECT outcome FROM demo_estate');
  if (row?.outcome === 'seeded') await joinDemoGroup(db);
}

/** A demo made earlier with channels: they start again from what they kept. */
async function restartChannels(db: Db, options: DemoOptions): Promise<DemoChannelsRunning | undefined> {
  if (!options.channels) return undefined;
  const [row] = await db.query<{ outcome: string; channel_accounts: DemoPayParamsIds | null }>('SELECT outcome, channel_accounts FROM demo_estate');
  if (row?.outcome !== 'seeded' || !row.channel_accounts) return undefined;
  const channels = await options.channels.starter.start(false);
  return channels ? { channels, payParams: row.channel_accounts } : undefined;
}

export async function seedDemo(db: Db, options: DemoOptions): Promise<DemoResult> {
  const started = Date.now();
  let channels: DemoChannels | null = null;
  let payParams: DemoPayParamsIds | null = null;
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: number }>(
      "INSERT INTO demo_estate (outcome, decided_at) VALUES ('off', $1) ON CONFLICT (id) DO NOTHING RETURNING id", [isoAt(options.now)]);
    if (!claimed) return { outcome: 'decided' as const };
    if (!options.wanted) return { outcome: 'off' as const };
    if (!(await isEmpty(tx, options.keepLots ?? []))) {
      await tx.query("UPDATE demo_estate SET outcome = 'notEmpty'");
      return { outcome: 'notEmpty' as const };
    }
    const random = seededRandom(DEMO_RANDOM_SEED);
    const lots = await createDemoEstate(tx, options.now);
    if (options.channels) {
      channels = await options.channels.starter.start(true);
      payParams = channels && await createDemoPayParams(tx, options.channels.atRestKey, channels.accounts, options.now);
    }
    const desk = demoConsole(tx, db.kind, options.atRestKey ?? options.channels?.atRestKey);
    await typeBaseData(tx, desk, lots, options.now);
    const streetBerths = lots.find((l) => l.plan.key === 'street')!.berths.filter((b) => b.device).length;
    const historyDays = options.historyDays ?? DEMO_HISTORY_DAYS;
    const visits = planVisits(random, { now: options.now, days: historyDays, perDay: options.perDay ?? DEMO_VISITS_PER_DAY, streetBerths });
    const online = channels && options.channels ? { channels, atRestKey: options.channels.atRestKey } : null;
    const counts = await replayHistory(tx, lots, visits, random, options.now, online);
    // The street's VIP car on its locked berths, after the traffic that had them.
    await replayVipLockStays(tx, lots, options.now - historyDays * 24 * 60 * MINUTE, options.now);
    const alarms = await replayAlarms(tx, lots, options.now);
    await replayIntercomCalls(tx, desk, options.now, DEMO_HISTORY_DAYS);
    const records = await replayRecords(tx, desk, lots, options.now, online, options.driverPageUrl ?? null);
    await replayCollectorSigns(tx, desk, lots, options.now, DEMO_HISTORY_DAYS);
    await replayDeviceOutages(tx, lots.map((l) => l.id), options.now - historyDays * 24 * 60 * MINUTE, options.now);
    const summary: DemoSummary = {
      ...counts, payments: counts.payments + records.payments, lots: lots.length, alarms,
      berths: lots.reduce((n, l) => n + l.berths.length, 0),
      devices: lots.reduce((n, l) => n + l.lanes.length + l.payStations.length + l.berths.filter((b) => b.device).length + l.plan.streets.length, 0),
      ms: Date.now() - started,
    };
    await tx.query("UPDATE demo_estate SET outcome = 'seeded', summary = $1::jsonb, channel_accounts = $2::jsonb", [JSON.stringify(summary), JSON.stringify(payParams)]);
    return { outcome: 'seeded' as const, summary };
  }).catch(async (error: unknown) => {
    // Nothing was kept: the channels' trades of this attempt go with it (the next one starts afresh).
    await (channels as DemoChannels | null)?.close();
    throw error;
  });
  // The expiry notices' job as the backend's leader runs it (every 10 minutes): the cards ending
  // within their notice days are told at once, so the rental board shows who was.
  if (result.outcome === 'seeded') await queueExpiryNotices(db, options.now);
  if (result.outcome === 'decided') {
    await welcomeNewStaff(db);
    return { ...result, channels: await restartChannels(db, options) };
  }
  const running = channels && payParams ? { channels: channels as DemoChannels, payParams: payParams as DemoPayParamsIds } : undefined;
  return { ...result, ...(running ? { channels: running } : {}) };
}
