// Pay stations (040_devices.sql pay_stations) seen from four screens: /PaymentInformation
// (registration and live state, 'collect cash' ordered), /PayStation_BaseConfigInfo (the base
// configuration columns only), /DeviceModuleStatus (the reported modules, one column each), and
// their records: /ErrorInfoOfPayStation (pay_station_errors), /PayStationCashInfo (pay_station_cash).
import { isoAt } from '../../../db';
import { PAY_STATION_MODULES } from '../../../../lib/areas/devices/pay-station-codes';
import { requireCaller } from '../../../context';
import { AshxFailure, STATUS } from '../../../kernel/failures';
import type { EntityStore } from '../../../entities/types';
import { LOT_JOIN, checkDevice } from './common';

const STATION_JOIN = 'JOIN pay_stations p ON p.id = t.pay_station_id';

export const payStationStore: EntityStore = {
  entity: 'payStation',
  table: 'pay_stations',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, _mode, context) {
    return { ...(await checkDevice(tx, values)), updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    // Cash movements are money and faults are the station's history: they stay, so does the station.
    const used = await tx.query(
      `SELECT 1 FROM pay_station_cash WHERE pay_station_id = ANY($1::int[])
       UNION ALL SELECT 1 FROM pay_station_errors WHERE pay_station_id = ANY($1::int[]) LIMIT 1`, [ids]);
    return used.length ? 'payStationHasRecords' : null;
  },
  rowActions: {
    /**
     * Orders the collection of the cash boxes (backend/areas/devices/cash-collection.ts carries it out:
     * the station reports what it held, booked then). A station already ordered keeps its order;
     * if every station's box is empty as last reported, refused.
     */
    async collectCash(tx, ids, _input, context) {
      const operator = requireCaller(context).loginName;
      const ordered = await tx.query<{ id: number }>(
        `UPDATE pay_stations SET cash_collect_by = $1, cash_collect_at = $2, cash_collect_tried_at = NULL
         WHERE id = ANY($3::int[]) AND cash_collect_at IS NULL AND (cash_amount > 0 OR notes_count > 0 OR coins_count > 0)
         RETURNING id`, [operator, isoAt(context.now), ids]);
      const [{ waiting }] = await tx.query<{ waiting: number }>(
        'SELECT count(*)::int AS waiting FROM pay_stations WHERE id = ANY($1::int[]) AND cash_collect_at IS NOT NULL', [ids]);
      if (!waiting) throw new AshxFailure(STATUS.invalid, 'cashBoxEmpty');
      return { ordered: ordered.map((row) => row.id).sort((a, b) => a - b) };
    },
  },
};

export const payStationConfigStore: EntityStore = {
  entity: 'payStationConfig',
  table: 'pay_stations',
  computed: {
    lotName: 'l.name',
    configSync: `CASE WHEN t.config_synced_version >= t.config_version THEN 'synced'
      WHEN t.config_sync_error = 'timeout' THEN 'timeout' WHEN t.config_sync_error IS NOT NULL THEN 'failed' ELSE 'pending' END`,
    configSyncedAt: 't.config_synced_at',
  },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
  async afterWrite(tx, id) {
    // A new version for the station (backend/areas/devices/config-sync.ts sends it); a past failure
    // no longer holds it back.
    await tx.query('UPDATE pay_stations SET config_version = config_version + 1, config_sync_error = NULL WHERE id = $1', [id]);
  },
};

const moduleState = (module: string) => `t.modules->>'${module}'`;
const KNOWN_MODULES = `ARRAY[${PAY_STATION_MODULES.map((m) => `'${m}'`).join(', ')}]::text[]`;

export const payStationModuleStore: EntityStore = {
  entity: 'payStationModule',
  table: 'pay_stations',
  computed: {
    lotName: 'l.name',
    faultCount: `(SELECT count(*)::int FROM jsonb_each_text(t.modules) m WHERE m.value = 'fault')`,
    ...Object.fromEntries(PAY_STATION_MODULES.map((module) => [module, moduleState(module)])),
    // Modules this console does not know by name, as reported ({"fan": "fault"}).
    otherModules: `NULLIF((t.modules - ${KNOWN_MODULES})::text, '{}')`,
  },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

export const payStationErrorStore: EntityStore = {
  entity: 'payStationError',
  table: 'pay_station_errors',
  computed: {
    serial: 'p.serial',
    payStationName: 'p.name',
    lotName: 'l.name',
    open: 'CASE WHEN t.cleared_at IS NULL THEN 1 ELSE 0 END',
    // How long the fault lasted (so far, while open).
    minutes: 'floor(extract(epoch FROM (coalesce(t.cleared_at, now()) - t.raised_at)) / 60)::int',
  },
  joins: `${STATION_JOIN} ${LOT_JOIN}`,
  lotColumn: 'lot_id',
};

export const payStationCashStore: EntityStore = {
  entity: 'payStationCash',
  table: 'pay_station_cash',
  computed: { serial: 'p.serial', payStationName: 'p.name', lotName: 'l.name' },
  joins: `${STATION_JOIN} ${LOT_JOIN}`,
  lotColumn: 'lot_id',
};
