// The ingestion: every report and status a device sends, checked against the protocol's schemas
// and applied in one transaction; and the sweep that declares silent devices offline.
import { LOCK_COMM_STATE, LOCK_RUN_STATE } from '../../../../lib/spec-constants';
import { REPORT_SCHEMAS, STATUS, type DeviceKind } from '../../../../lib/device-protocol';
import type { LockState } from '../../../../lib/areas/devices/lock-machine';
import { isoAt, type Db, type Queryable } from '../../../db';
import { syncAlarms } from '../alarm-store';
import { recordConnection } from '../connection';
import type { DeviceMessage } from '../bus';
import type { Fleet, FleetDevice } from '../fleet';
import { applyDirectOffline, applyLaneReport, applyPayStationReport, type GateLift } from './off-street';
import { applyVideoPileReport } from './video-pile';
import { LIVE_TABLES } from './live-tables';

export { LIVE_TABLES };
import { applyLockReport, applyNodeOffline, applyNodeReport, applySensorReport } from './on-street';
import { RunningSampler } from './running';

/** A device heard from for longer than this is offline (simulated devices beat every minute). */
export const SILENT_AFTER_MS = 3 * 60_000;

export interface IngestOptions {
  db: Db;
  fleet: Fleet;
  now: () => number;
  /** A message that does not fit the protocol, or comes from an unknown device, or a refused part of a report. */
  onRejected(kind: DeviceKind, serial: string, why: string): void;
  /** A lane let a vehicle through: its barrier is to be lifted (after the report is stored). */
  onGateLift?(lift: GateLift): void;
  silentAfterMs?: number;
}

export interface Ingest {
  /** A report or status message. */
  handle(message: DeviceMessage): Promise<void>;
  /** A report carried by an ack; returns a lock's state before and after, else null. */
  applyReport(device: FleetDevice, report: unknown): Promise<{ before: LockState; after: LockState } | null>;
  /** Declares devices silent for longer than silentAfterMs offline; returns how many. */
  sweepSilent(): Promise<number>;
}


export function createIngest(options: IngestOptions): Ingest {
  const { db, fleet, now } = options;
  const running = new RunningSampler();
  const silentAfterMs = options.silentAfterMs ?? SILENT_AFTER_MS;

  async function applyReport(device: FleetDevice, payload: unknown) {
    const parsed = REPORT_SCHEMAS[device.kind].safeParse(payload);
    if (!parsed.success) {
      options.onRejected(device.kind, device.serial, 'report does not fit the protocol');
      return null;
    }
    const at = now();
    const refused = (why: string) => options.onRejected(device.kind, device.serial, why);
    let lift: GateLift | null = null;
    const result = await db.transaction(async (tx) => {
      switch (device.kind) {
        case 'lock': return applyLockReport(tx, device, parsed.data as never, at, running, refused);
        case 'sensor': await applySensorReport(tx, device, parsed.data as never, at, running, refused); return null;
        case 'node': await applyNodeReport(tx, device, parsed.data as never, at, running); return null;
        case 'payStation': await applyPayStationReport(tx, device, parsed.data as never, at, running, refused); return null;
        case 'lane': lift = await applyLaneReport(tx, device, parsed.data as never, at, running, refused); return null;
        case 'videoPile': await applyVideoPileReport(tx, device, parsed.data as never, at, running, refused); return null;
        default: return null;
      }
    });
    if (lift) options.onGateLift?.(lift);
    return result;
  }

  async function goOffline(tx: Queryable, device: FleetDevice, at: number) {
    if (device.kind === 'node') return applyNodeOffline(tx, device, fleet.childrenOf(device.serial), at);
    if (device.kind === 'payStation' || device.kind === 'lane' || device.kind === 'videoPile') return applyDirectOffline(tx, device, at);
    // A lock or sensor its node controller no longer hears.
    const runState = device.kind === 'lock' ? `, run_state = ${LOCK_RUN_STATE.offline}` : '';
    await tx.query(`UPDATE ${LIVE_TABLES[device.kind]} SET comm_state = 0${runState}, state_at = $2 WHERE id = $1`, [device.id, isoAt(at)]);
    await recordConnection(tx, device, LOCK_COMM_STATE.offline, at);
    await syncAlarms(tx, device, { comm: LOCK_COMM_STATE.offline }, at);
  }

  return {
    applyReport,
    async handle(message) {
      const device = await fleet.find(message.kind, message.serial);
      if (!device) return options.onRejected(message.kind, message.serial, 'unknown or disabled device');
      if (message.channel === 'report') {
        let payload: unknown;
        try { payload = JSON.parse(String(message.payload)); } catch { return options.onRejected(device.kind, device.serial, 'not JSON'); }
        await applyReport(device, payload);
      } else if (message.channel === 'status') {
        const status = String(message.payload);
        if (status === STATUS.offline) await db.transaction((tx) => goOffline(tx, device, now()));
        else if (status === STATUS.online && device.kind === 'node') await applyReport(device, {});
      }
    },
    async sweepSilent() {
      const cutoff = isoAt(now() - silentAfterMs);
      let count = 0;
      for (const kind of ['node', 'payStation', 'lane', 'videoPile', 'lock', 'sensor'] as const) {
        const rows = await db.query<{ serial: string }>(
          `SELECT serial FROM ${LIVE_TABLES[kind]} WHERE comm_state = 1 AND status = 1 AND last_seen_at < $1`, [cutoff]);
        for (const { serial } of rows) {
          const device = await fleet.find(kind, serial);
          if (!device) continue;
          await db.transaction((tx) => goOffline(tx, device, now()));
          count += 1;
        }
      }
      return count;
    },
  };
}
