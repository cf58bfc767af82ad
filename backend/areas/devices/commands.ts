// Sending a command to a device: refused before it travels when the device's last reported
// condition does not allow it (offline, impossible in the lock's state), else published on the
// device's cmd topic and awaited until the device acknowledges it or the timeout passes. Every
// command, refused or sent, is a row of device_commands with its operator, times and outcome.
// The command id is the caller's: the same id again returns the first outcome and never sends
// the command a second time (devices, too, ignore an id they have carried out).
// Several backends: the ack reaches the leader (backend/leader.ts), which alone listens; it records
// the outcome in device_commands, where the sending process sees it (checked every ACK_POLL_MS).
// The same id sent through another process at the same moment waits there for that outcome too.
import { refusalOf, type CommandRefusal } from '../../../lib/areas/devices/commands';
import type { LockState } from '../../../lib/areas/devices/lock-machine';
import { parsePayload, ackMessage, topicOf, type AckMessage, type DeviceKind } from '../../../lib/device-protocol';
import { isoAt, toMs, type Db } from '../../db';
import { CommandIdClash, UnknownDevice, type CommandOutcome, type CommandOutcomeKind, type CommandRequest, type DeviceCommander } from '../../kernel/ports/devices';
import type { Bus } from './bus';
import type { Fleet, FleetDevice } from './fleet';
import type { Ingest } from './ingest';

/** How long a device has to acknowledge a command. */
export const COMMAND_TIMEOUT_MS = 10_000;
/** How often a process waiting for acks looks for outcomes another process recorded. */
export const ACK_POLL_MS = 100;
/** A command still pending this many timeouts after it was sent was left by a process that stopped. */
const ABANDONED_AFTER = 2;

/** What ends a wait: the ack itself, no ack (timeout), or an outcome another process recorded. */
type Settlement = AckMessage | null | 'recorded';

interface CommandRow {
  id: string; device_kind: DeviceKind; serial: string; command: string; outcome: CommandOutcomeKind; reason: string | null;
  result: Record<string, unknown> | null; state_after: unknown; created_at: unknown; acked_at: unknown;
}

const fromRow = (row: CommandRow, repeated: boolean): CommandOutcome => ({
  id: row.id, kind: row.device_kind, serial: row.serial, command: row.command, outcome: row.outcome, reason: row.reason,
  result: row.result, stateAfter: row.state_after, createdAt: toMs(row.created_at)!, ackedAt: toMs(row.acked_at), repeated,
});

const CONDITION_SQL: Record<DeviceKind, string> = {
  lock: `SELECT comm_state, control_mode, run_state, raised, vehicle FROM parking_locks WHERE id = $1`,
  sensor: 'SELECT comm_state FROM sensors WHERE id = $1',
  node: 'SELECT comm_state FROM node_controllers WHERE id = $1',
  payStation: 'SELECT comm_state FROM pay_stations WHERE id = $1',
  lane: 'SELECT comm_state, kind AS lane_kind FROM lane_devices WHERE id = $1',
  videoPile: 'SELECT comm_state FROM video_piles WHERE id = $1',
};

export interface Commander extends DeviceCommander {
  /** An ack from the bus. */
  onAck(kind: DeviceKind, serial: string, payload: Buffer): Promise<void>;
  /** Marks timed out the commands left pending by a process that stopped before their timeout. */
  expireAbandoned(): Promise<number>;
  /** Resolves the commands still waiting as timed out (shutdown). */
  close(): void;
}

export function createCommander(options: { db: Db; fleet: Fleet; bus: Bus; ingest: Ingest; now: () => number; timeoutMs?: number }): Commander {
  const { db, fleet, bus, ingest, now } = options;
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const waiting = new Map<string, (settlement: Settlement) => void>();
  const inFlight = new Map<string, Promise<CommandOutcome>>();
  /** Callers of this process waiting for a command another process is sending (true: it gave up). */
  const watching = new Map<string, Set<(gaveUp: boolean) => void>>();

  let polling = false;
  const poller = setInterval(() => {
    if ((!waiting.size && !watching.size) || polling) return;
    polling = true;
    db.query<{ id: string }>("SELECT id FROM device_commands WHERE id = ANY($1::text[]) AND outcome <> 'pending'",
      [[...new Set([...waiting.keys(), ...watching.keys()])]])
      .then((rows) => {
        for (const { id } of rows) {
          waiting.get(id)?.('recorded');
          for (const wake of watching.get(id) ?? []) wake(false);
        }
      })
      .catch(() => undefined)
      .finally(() => { polling = false; });
  }, ACK_POLL_MS);
  poller.unref();

  async function load(id: string): Promise<CommandRow | undefined> {
    const [row] = await db.query<CommandRow>(
      'SELECT id, device_kind, serial, command, outcome, reason, result, state_after, created_at, acked_at FROM device_commands WHERE id = $1', [id]);
    return row;
  }

  /**
   * The outcome of a command another process is sending (its row still pending): awaited until that
   * process records it, or, should it have stopped, until expireAbandoned's age, when it is marked
   * timed out as that sweep would.
   */
  async function settledElsewhere(row: CommandRow): Promise<CommandRow> {
    if (row.outcome !== 'pending') return row;
    const gaveUp = await new Promise<boolean>((resolve) => {
      const wakers = watching.get(row.id) ?? new Set();
      watching.set(row.id, wakers);
      const wake = (expired: boolean) => {
        clearTimeout(timer);
        wakers.delete(wake);
        if (!wakers.size) watching.delete(row.id);
        resolve(expired);
      };
      const timer = setTimeout(() => wake(true), Math.max(0, toMs(row.created_at)! + ABANDONED_AFTER * timeoutMs - now()));
      wakers.add(wake);
    });
    if (gaveUp) await db.query("UPDATE device_commands SET outcome = 'timeout' WHERE id = $1 AND outcome = 'pending'", [row.id]);
    return (await load(row.id))!;
  }

  /** The first call's outcome for a repeated id, once it has one; refused when the id is another command's. */
  async function repeatOf(request: CommandRequest, row: CommandRow): Promise<CommandOutcome> {
    if (row.device_kind !== request.kind || row.serial !== request.serial || row.command !== request.command) throw new CommandIdClash();
    return fromRow(await settledElsewhere(row), true);
  }

  async function conditionOf(device: FleetDevice) {
    const [row] = await db.query<Record<string, number | boolean>>(CONDITION_SQL[device.kind], [device.id]);
    const lock: LockState | undefined = device.kind === 'lock'
      ? { comm: row.comm_state, mode: row.control_mode, run: row.run_state, raised: row.raised, vehicle: row.vehicle } as LockState
      : undefined;
    return { comm: Number(row.comm_state), lock, laneKind: row.lane_kind as number | undefined };
  }

  async function finish(id: string, device: FleetDevice, ack: AckMessage | null): Promise<void> {
    if (!ack) {
      await db.query("UPDATE device_commands SET outcome = 'timeout' WHERE id = $1 AND outcome = 'pending'", [id]);
      return;
    }
    const transition = ack.report === undefined ? null : await ingest.applyReport(device, ack.report);
    await db.query(
      `UPDATE device_commands SET acked_at = $2, result = $3, state_after = $4,
         outcome = CASE WHEN outcome = 'pending' THEN $5 ELSE outcome END,
         reason = CASE WHEN outcome = 'pending' THEN $6 ELSE reason END
       WHERE id = $1`,
      [id, isoAt(now()), ack.result ? JSON.stringify(ack.result) : null, transition ? JSON.stringify(transition.after) : null,
        ack.ok ? 'ok' : 'failed', ack.ok ? null : ack.error ?? 'deviceError']);
  }

  async function run(request: CommandRequest, device: FleetDevice): Promise<CommandOutcome> {
    const condition = await conditionOf(device);
    const refusal: CommandRefusal | null = refusalOf(device.kind, request.command, condition);
    const topic = topicOf(device.kind, device.serial, 'cmd');
    const inserted = await db.query(
      `INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, params, operator, page, topic, created_at, outcome, reason, state_before)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [request.id, device.kind, device.id, device.serial, device.lotId, request.command, JSON.stringify(request.params ?? {}),
        request.operator, request.page, topic, isoAt(now()), refusal ? 'refused' : 'pending', refusal,
        condition.lock ? JSON.stringify(condition.lock) : null]);
    if (!inserted.length) return repeatOf(request, (await load(request.id))!);
    if (!refusal) {
      const settled = new Promise<Settlement>((resolve) => {
        const timer = setTimeout(() => { waiting.delete(request.id); resolve(null); }, timeoutMs);
        waiting.set(request.id, (settlement) => { clearTimeout(timer); waiting.delete(request.id); resolve(settlement); });
      });
      try {
        await bus.publish(topic, { id: request.id, command: request.command, params: request.params ?? {}, at: now() });
      } catch {
        waiting.get(request.id)?.(null);
      }
      const settlement = await settled;
      if (settlement !== 'recorded') await finish(request.id, device, settlement);
    }
    return fromRow((await load(request.id))!, false);
  }

  return {
    async send(request) {
      const repeat = (first: CommandOutcome) => {
        if (first.kind !== request.kind || first.serial !== request.serial || first.command !== request.command) throw new CommandIdClash();
        return { ...first, repeated: true };
      };
      const stored = inFlight.has(request.id) ? undefined : await load(request.id);
      // A row this process is still sending (read just after the first call inserted it, on
      // another connection of the pool) is not an outcome yet: that call's is awaited below.
      if (stored && !inFlight.has(request.id)) return repeatOf(request, stored);
      const device = await fleet.find(request.kind, request.serial);
      if (!device) throw new UnknownDevice();
      // Checked and taken with no await in between: one process sends an id once.
      const current = inFlight.get(request.id);
      if (current) return repeat(await current);
      const pending = run(request, device).finally(() => inFlight.delete(request.id));
      inFlight.set(request.id, pending);
      return pending;
    },
    async onAck(kind, serial, payload) {
      const ack = parsePayload(ackMessage, payload);
      if (!ack) return;
      const resolve = waiting.get(ack.id);
      if (resolve) return resolve(ack);
      // Another process's command, or a late ack (after the timeout): recorded here; the device
      // did act, so its report counts either way.
      const device = await fleet.find(kind, serial);
      const [row] = await db.query<{ serial: string }>('SELECT serial FROM device_commands WHERE id = $1', [ack.id]);
      if (device && row?.serial === serial) await finish(ack.id, device, ack);
    },
    async expireAbandoned() {
      // The sender, if alive, has given up and recorded it by then.
      const rows = await db.query("UPDATE device_commands SET outcome = 'timeout' WHERE outcome = 'pending' AND created_at < $1 RETURNING id",
        [isoAt(now() - ABANDONED_AFTER * timeoutMs)]);
      return rows.length;
    },
    close() {
      clearInterval(poller);
      for (const resolve of [...waiting.values()]) resolve(null);
      for (const wake of [...watching.values()].flatMap((wakers) => [...wakers])) wake(false);
    },
  };
}
