// /EquipmentRemoteUpgrade over upgrade_tasks and upgrade_task_devices (080_off_street.sql). A
// task takes, when it is created, every enabled device of its type (and model) in its lot; each
// device then moves through the statuses of lib/areas/devices/upgrade.ts. This screen creates tasks,
// shows how far they got, retries failed and offline devices, and deletes tasks not under way.
// Sending the 'upgrade' commands is the device side's job: pendingUpgradeSends and
// applyUpgradeEvent below are its way in, through the same transitions.
import { isoAt } from '../../../db';
import { UPGRADE_DEVICE_TYPES, initialUpgradeState, nextUpgradeState, type UpgradeCommandParams, type UpgradeDeviceType, type UpgradeEvent, type UpgradeStatus, type UpgradeTransition, upgradeCommandParams } from '../../../../lib/areas/devices/upgrade';
import type { DeviceKind } from '../../../../lib/device-protocol';
import { requireCaller } from '../../../context';
import type { Queryable } from '../../../db';
import { AshxFailure, STATUS } from '../../../kernel/failures';
import { checkRef } from '../../../kernel/refs';
import type { EntityStore, Values } from '../../../entities/types';
import { LOT_EXISTS, LOT_JOIN } from './common';

/** Where each protocol kind of device is registered; node controllers have no model. */
const DEVICE_TABLES: Record<DeviceKind, { table: string; hasModel: boolean }> = {
  payStation: { table: 'pay_stations', hasModel: true },
  lane: { table: 'lane_devices', hasModel: true },
  lock: { table: 'parking_locks', hasModel: true },
  sensor: { table: 'sensors', hasModel: true },
  node: { table: 'node_controllers', hasModel: false },
  videoPile: { table: 'video_piles', hasModel: true },
};

/** How many failed or offline serials the list shows per task. */
const FAILED_SHOWN = 20;

/** Per-task counts of device statuses: p pending, s sent, u upgrading, ok succeeded, f failed, o offline, a sent to at least once. */
const COUNTS_JOIN = `LEFT JOIN LATERAL (
  SELECT count(*)::int AS n,
         count(*) FILTER (WHERE d.status = 'pending')::int AS p,
         count(*) FILTER (WHERE d.status = 'sent')::int AS s,
         count(*) FILTER (WHERE d.status = 'upgrading')::int AS u,
         count(*) FILTER (WHERE d.status = 'succeeded')::int AS ok,
         count(*) FILTER (WHERE d.status = 'failed')::int AS f,
         count(*) FILTER (WHERE d.status = 'offline')::int AS o,
         count(*) FILTER (WHERE d.attempts > 0)::int AS a
  FROM upgrade_task_devices d WHERE d.task_id = t.id) c ON true`;

/** lib/areas/devices/upgrade.ts summariseUpgrade's progress, in SQL over the counts (upgrade-tasks test compares them). */
export const PROGRESS_SQL = `CASE
  WHEN c.p + c.s + c.u = 0 THEN CASE WHEN c.f + c.o > 0 THEN 'partlyFailed' ELSE 'succeeded' END
  WHEN c.a = 0 AND c.o = 0 THEN 'waiting'
  ELSE 'running' END`;

export const upgradeTaskStore: EntityStore = {
  entity: 'upgradeTask',
  table: 'upgrade_tasks',
  computed: {
    lotName: 'l.name',
    progress: PROGRESS_SQL,
    deviceCount: 'c.n',
    succeededCount: 'c.ok',
    activeCount: 'c.p + c.s + c.u',
    failedCount: 'c.f + c.o',
    // 'SN-1 (timeout), SN-7 (offline)', the first ones by serial.
    failedDevices: `(SELECT string_agg(x.serial || coalesce(' (' || x.reason || ')', ''), ', ' ORDER BY x.serial)
                       || CASE WHEN c.f + c.o > ${FAILED_SHOWN} THEN ', …' ELSE '' END
                     FROM (SELECT d.serial, d.reason FROM upgrade_task_devices d
                           WHERE d.task_id = t.id AND d.status IN ('failed', 'offline') ORDER BY d.serial LIMIT ${FAILED_SHOWN}) x)`,
  },
  joins: `${LOT_JOIN} ${COUNTS_JOIN}`,
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, _mode, context) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const url = values.fileUrl;
    if (typeof url === 'string' && !/^https?:\/\/\S+$/i.test(url)) throw new AshxFailure(STATUS.invalid, 'upgradeFileUrl');
    const type = UPGRADE_DEVICE_TYPES[values.deviceType as UpgradeDeviceType];
    if (values.model !== null && values.model !== undefined && !DEVICE_TABLES[type.kind].hasModel) {
      throw new AshxFailure(STATUS.invalid, 'upgradeNoModel');
    }
    return { ...values, lotId, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
  },
  async afterWrite(tx, id, values, _mode, context) {
    const added = await addTaskDevices(tx, id, values, context.now);
    if (added === 0) throw new AshxFailure(STATUS.invalid, 'upgradeNoDevices');
  },
  async refuseDelete(tx, ids) {
    const busy = await tx.query("SELECT 1 FROM upgrade_task_devices WHERE task_id = ANY($1::int[]) AND status IN ('sent', 'upgrading') LIMIT 1", [ids]);
    return busy.length ? 'upgradeInProgress' : null;
  },
  rowActions: {
    /** Failed and offline devices of the tasks go back to pending (lib/areas/devices/upgrade.ts 'retry'). */
    async retry(tx, ids, _input, context) {
      const rows = await tx.query<DeviceRow>(
        `SELECT d.id, d.status, d.attempts, d.reason, k.target_version FROM upgrade_task_devices d
         JOIN upgrade_tasks k ON k.id = d.task_id
         WHERE d.task_id = ANY($1::int[]) AND d.status IN ('failed', 'offline') ORDER BY d.id FOR UPDATE OF d`, [ids]);
      let retried = 0;
      for (const row of rows) {
        const transition = nextUpgradeState(stateOf(row), { type: 'retry' }, row.target_version);
        if (transition.ok && transition.changed) {
          await writeState(tx, row.id, transition.state, context.now);
          retried += 1;
        }
      }
      if (!retried) throw new AshxFailure(STATUS.invalid, 'upgradeNothingToRetry');
      return { retried };
    },
  },
};

interface DeviceRow { id: number; status: UpgradeStatus; attempts: number; reason: string | null; target_version: string }

const stateOf = (row: DeviceRow) => ({ status: row.status, attempts: row.attempts, reason: row.reason });

async function writeState(tx: Queryable, id: number, state: ReturnType<typeof stateOf>, now: number, commandId?: string): Promise<void> {
  await tx.query(
    'UPDATE upgrade_task_devices SET status = $2, attempts = $3, reason = $4, command_id = COALESCE($5, command_id), updated_at = $6 WHERE id = $1',
    [id, state.status, state.attempts, state.reason, commandId ?? null, isoAt(now)]);
}

/** Takes the enabled devices of the task's type, lot and model; returns how many. */
async function addTaskDevices(tx: Queryable, taskId: number, values: Values, now: number): Promise<number> {
  const type = UPGRADE_DEVICE_TYPES[values.deviceType as UpgradeDeviceType];
  const { table } = DEVICE_TABLES[type.kind];
  const conditions = ['d.lot_id = $1', 'd.status = 1'];
  const params: unknown[] = [values.lotId];
  if (type.laneKind !== null) conditions.push(`d.kind = $${params.push(type.laneKind)}`);
  if (typeof values.model === 'string') conditions.push(`lower(d.model) = lower($${params.push(values.model)})`);
  const devices = await tx.query<{ id: number; serial: string; lot_id: number; firmware: string | null }>(
    `SELECT d.id, d.serial, d.lot_id, d.firmware FROM ${table} d WHERE ${conditions.join(' AND ')} ORDER BY d.serial`, params);
  if (!devices.length) return 0;
  const target = String(values.targetVersion);
  const states = devices.map((d) => initialUpgradeState(d.firmware, target));
  await tx.query(
    `INSERT INTO upgrade_task_devices (task_id, device_kind, device_id, serial, lot_id, from_version, status, attempts, reason, updated_at)
     SELECT $1, $2, u.id, u.serial, u.lot_id, u.firmware, u.status, 0, u.reason, $3
     FROM unnest($4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[]) AS u (id, serial, lot_id, firmware, status, reason)`,
    [taskId, type.kind, isoAt(now), devices.map((d) => d.id), devices.map((d) => d.serial), devices.map((d) => d.lot_id),
      devices.map((d) => d.firmware), states.map((s) => s.status), states.map((s) => s.reason)]);
  return devices.length;
}

// ---------------------------------------------------------------------------------------------
// For the device side (the one that sends commands)

export interface UpgradeSend {
  /** upgrade_task_devices.id: pass it back to applyUpgradeEvent. */
  id: number;
  kind: DeviceKind;
  deviceId: number;
  serial: string;
  params: UpgradeCommandParams;
}

/** Devices waiting for their 'upgrade' command, oldest task first. */
export async function pendingUpgradeSends(db: Queryable, limit = 100): Promise<UpgradeSend[]> {
  const rows = await db.query<{ id: number; device_kind: DeviceKind; device_id: number; serial: string; task_id: number; target_version: string; file_name: string; file_url: string | null }>(
    `SELECT d.id, d.device_kind, d.device_id, d.serial, d.task_id, k.target_version, k.file_name, k.file_url
     FROM upgrade_task_devices d JOIN upgrade_tasks k ON k.id = d.task_id
     WHERE d.status = 'pending' ORDER BY d.task_id, d.id LIMIT $1`, [limit]);
  return rows.map((r) => ({
    id: Number(r.id), kind: r.device_kind, deviceId: r.device_id, serial: r.serial,
    params: upgradeCommandParams({ id: r.task_id, targetVersion: r.target_version, fileName: r.file_name, fileUrl: r.file_url }),
  }));
}

/**
 * Moves one device of a task by an event (lib/areas/devices/upgrade.ts), locked, and writes the new
 * state when it changed; `commandId` records the command sent ('send'). Unknown row: null.
 */
export async function applyUpgradeEvent(
  tx: Queryable, taskDeviceId: number, event: UpgradeEvent, now: number, commandId?: string,
): Promise<UpgradeTransition | null> {
  const [row] = await tx.query<DeviceRow>(
    `SELECT d.id, d.status, d.attempts, d.reason, k.target_version FROM upgrade_task_devices d
     JOIN upgrade_tasks k ON k.id = d.task_id WHERE d.id = $1 FOR UPDATE OF d`, [taskDeviceId]);
  if (!row) return null;
  const transition = nextUpgradeState(stateOf(row), event, row.target_version);
  if (transition.ok && transition.changed) await writeState(tx, row.id, transition.state, now, event.type === 'send' ? commandId : undefined);
  return transition;
}
