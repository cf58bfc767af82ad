// Remote firmware upgrades (/EquipmentRemoteUpgrade), pure. A task names a type of device, a lot
// and a target version (digits only, spec 5); it holds one row per device of that type in the
// lot (upgrade_task_devices), each with its own status:
//
//   pending ──send──> sent ──ack ok──> upgrading ──result ok / report of the target──> succeeded
//      │               │                  │
//      │               └─ack refused / timeout──> failed <──result failed / timeout──┘
//      └─send to an offline device──> offline ──device back online──> pending
//   failed, offline ──retry (operator)──> pending
//
// A device already on the target version is succeeded from the start (and when it is sent to).
// A device may reboot while upgrading: going offline then changes nothing; the upgrade's own
// deadline (a 'timeout' event) ends it. The backend keeps the rows; whoever sends the 'upgrade'
// command (lib/areas/devices/commands.ts) drives them through nextUpgradeState.
import type { DeviceKind } from '../../device-protocol';

export const UPGRADE_STATUSES = ['pending', 'sent', 'upgrading', 'succeeded', 'failed', 'offline'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/** Statuses a device rests in until someone acts (the operator's retry, or the device coming back). */
export const SETTLED_STATUSES: readonly UpgradeStatus[] = ['succeeded', 'failed', 'offline'];
/** Statuses the operator may retry. */
export const RETRYABLE_STATUSES: readonly UpgradeStatus[] = ['failed', 'offline'];
/** Statuses of a device the upgrade is still under way for. */
export const ACTIVE_STATUSES: readonly UpgradeStatus[] = ['pending', 'sent', 'upgrading'];

/**
 * The types of device a task targets: a protocol kind, and for lane equipment the lane device
 * kind (lane_devices.kind: 1 camera, 2 barrier gate, 3 display, 4 ticket machine), since
 * cameras and gate controllers do not run the same firmware.
 */
export const UPGRADE_DEVICE_TYPES = {
  payStation: { kind: 'payStation', laneKind: null },
  camera: { kind: 'lane', laneKind: 1 },
  barrierGate: { kind: 'lane', laneKind: 2 },
  display: { kind: 'lane', laneKind: 3 },
  ticketMachine: { kind: 'lane', laneKind: 4 },
  lock: { kind: 'lock', laneKind: null },
  sensor: { kind: 'sensor', laneKind: null },
  node: { kind: 'node', laneKind: null },
} as const satisfies Record<string, { kind: DeviceKind; laneKind: number | null }>;
export type UpgradeDeviceType = keyof typeof UPGRADE_DEVICE_TYPES;
export const UPGRADE_DEVICE_TYPE_NAMES = Object.keys(UPGRADE_DEVICE_TYPES) as UpgradeDeviceType[];

/** Version numbers are digits only (spec 5). */
export const VERSION_PATTERN = /^\d+$/;
export const isVersion = (value: string) => VERSION_PATTERN.test(value);

/** A device's reported firmware runs the target version (surrounding blanks ignored). */
export function runsVersion(firmware: string | null | undefined, target: string): boolean {
  return typeof firmware === 'string' && firmware.trim() === target.trim();
}

export interface UpgradeDeviceState {
  status: UpgradeStatus;
  /** Times the command was sent. */
  attempts: number;
  /** Why the last attempt failed (a device's error, 'timeout', 'offline'), null otherwise. */
  reason: string | null;
}

export type UpgradeEvent =
  /** The command is about to be sent; `online` and `firmware` are the device's last report. */
  | { type: 'send'; online: boolean; firmware?: string | null }
  /** The device acknowledged the command: it starts (ok) or refuses it. */
  | { type: 'ack'; ok: boolean; error?: string }
  /** The device said how it ended. */
  | { type: 'result'; ok: boolean; error?: string }
  /** A report with the device's firmware. */
  | { type: 'report'; firmware: string }
  /** No acknowledgement, or no end of the upgrade, in time. */
  | { type: 'timeout' }
  /** The device is reachable again. */
  | { type: 'online' }
  /** The operator asks for another attempt. */
  | { type: 'retry' };

export type UpgradeTransition =
  | { ok: true; state: UpgradeDeviceState; changed: boolean }
  | { ok: false; reason: 'notAllowed' };

/** The status a device starts a new task with: succeeded when it already runs the version. */
export function initialUpgradeState(firmware: string | null | undefined, target: string): UpgradeDeviceState {
  return runsVersion(firmware, target)
    ? { status: 'succeeded', attempts: 0, reason: 'alreadyCurrent' }
    : { status: 'pending', attempts: 0, reason: null };
}

const to = (state: UpgradeDeviceState, next: Partial<UpgradeDeviceState>): UpgradeTransition => {
  const result = { ...state, ...next };
  const changed = result.status !== state.status || result.attempts !== state.attempts || result.reason !== state.reason;
  return { ok: true, state: result, changed };
};
const same = (state: UpgradeDeviceState): UpgradeTransition => ({ ok: true, state, changed: false });
const refused: UpgradeTransition = { ok: false, reason: 'notAllowed' };

/** The next state of a device of a task after an event; refused when the event makes no sense now. */
export function nextUpgradeState(state: UpgradeDeviceState, event: UpgradeEvent, target: string): UpgradeTransition {
  const { status } = state;
  switch (event.type) {
    case 'send':
      if (status !== 'pending') return refused;
      if (runsVersion(event.firmware, target)) return to(state, { status: 'succeeded', reason: 'alreadyCurrent' });
      if (!event.online) return to(state, { status: 'offline', reason: 'offline' });
      return to(state, { status: 'sent', attempts: state.attempts + 1, reason: null });
    case 'ack':
      if (status !== 'sent') return status === 'upgrading' && event.ok ? same(state) : refused;
      return event.ok
        ? to(state, { status: 'upgrading' })
        : to(state, { status: 'failed', reason: event.error?.trim() || 'refused' });
    case 'result':
      if (status !== 'sent' && status !== 'upgrading') return status === 'succeeded' && event.ok ? same(state) : refused;
      return event.ok
        ? to(state, { status: 'succeeded', reason: null })
        : to(state, { status: 'failed', reason: event.error?.trim() || 'failed' });
    case 'report':
      // Reports come all the time: only one showing the target version while sent or upgrading counts.
      if ((status === 'sent' || status === 'upgrading') && runsVersion(event.firmware, target)) {
        return to(state, { status: 'succeeded', reason: null });
      }
      return same(state);
    case 'timeout':
      if (status !== 'sent' && status !== 'upgrading') return refused;
      return to(state, { status: 'failed', reason: 'timeout' });
    case 'online':
      return status === 'offline' ? to(state, { status: 'pending', reason: null }) : same(state);
    case 'retry':
      if (!RETRYABLE_STATUSES.includes(status)) return refused;
      return to(state, { status: 'pending', reason: null });
    default:
      return refused;
  }
}

/** Where a task stands, from its devices' statuses. */
export const UPGRADE_PROGRESS = ['waiting', 'running', 'succeeded', 'partlyFailed'] as const;
export type UpgradeProgress = (typeof UPGRADE_PROGRESS)[number];

export interface UpgradeSummary {
  total: number;
  counts: Record<UpgradeStatus, number>;
  progress: UpgradeProgress;
}

/**
 * waiting: no device sent to yet (every device pending, or already on the version); running:
 * some device pending, sent or upgrading after a first sending; succeeded: every device on the
 * version; partlyFailed: none under way, some failed or offline.
 */
export function summariseUpgrade(devices: readonly Pick<UpgradeDeviceState, 'status' | 'attempts'>[]): UpgradeSummary {
  const counts = Object.fromEntries(UPGRADE_STATUSES.map((s) => [s, 0])) as Record<UpgradeStatus, number>;
  let attempted = 0;
  for (const device of devices) {
    counts[device.status] += 1;
    if (device.attempts > 0) attempted += 1;
  }
  return { total: devices.length, counts, progress: progressOf(counts, attempted) };
}

function progressOf(n: Record<UpgradeStatus, number>, attempted: number): UpgradeProgress {
  const active = n.pending + n.sent + n.upgrading;
  if (active === 0) return n.failed + n.offline > 0 ? 'partlyFailed' : 'succeeded';
  return attempted === 0 && n.offline === 0 ? 'waiting' : 'running';
}

/** What the 'upgrade' command carries to a device. */
export interface UpgradeCommandParams { taskId: number; version: string; fileName: string; url: string | null }

export function upgradeCommandParams(task: { id: number; targetVersion: string; fileName: string; fileUrl: string | null }): UpgradeCommandParams {
  return { taskId: task.id, version: task.targetVersion, fileName: task.fileName, url: task.fileUrl };
}
