// Device alarms (device_alarms: raised by device reports, cleared when the condition ends,
// backend/areas/devices/alarm-store.ts) and the commands sent to locks (device_commands), read-only
// but for the 'handle' row action of /ParkingLockAlarmInformation: who handled an alarm, when,
// and how (an alarm is handled once).
import { isoAt } from '../../../db';
import { AshxFailure, STATUS } from '../../../kernel/failures';
import { requireCaller } from '../../../context';
import type { EntityStore } from '../../../entities/types';
import { BERTH_OF_DEVICE } from './common';

const ALARM_COMPUTED = {
  lotName: 'l.name',
  berthNumber: BERTH_OF_DEVICE,
  state: `CASE WHEN t.cleared_at IS NULL THEN 'open' ELSE 'cleared' END`,
  handled: 't.handled_at IS NOT NULL',
};
const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';

export const lockAlarmStore: EntityStore = {
  entity: 'lockAlarm',
  table: 'device_alarms',
  computed: ALARM_COMPUTED,
  joins: LOT_JOIN,
  where: "t.device_kind = 'lock'",
  lotColumn: 'lot_id',
  rowActions: {
    async handle(tx, ids, input, context) {
      const caller = requireCaller(context);
      const handled = await tx.query('SELECT 1 FROM device_alarms WHERE id = ANY($1::int[]) AND handled_at IS NOT NULL LIMIT 1', [ids]);
      if (handled.length) throw new AshxFailure(STATUS.invalid, 'alarmAlreadyHandled');
      await tx.query('UPDATE device_alarms SET handled_by = $2, handled_at = $3, handle_note = $4 WHERE id = ANY($1::int[])',
        [ids, caller.loginName, isoAt(context.now), input.handleNote]);
      return null;
    },
  },
};

export const deviceAlarmLogStore: EntityStore = {
  entity: 'deviceAlarmLog',
  table: 'device_alarms',
  computed: ALARM_COMPUTED,
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

export const lockOperationLogStore: EntityStore = {
  entity: 'lockOperationLog',
  table: 'device_commands',
  computed: {
    lotName: 'l.name',
    berthNumber: BERTH_OF_DEVICE,
    // The lock's state as last reported before the command was sent, and as acknowledged.
    runBefore: "(t.state_before->>'run')::int",
    runAfter: "(t.state_after->>'run')::int",
    raisedBefore: "(t.state_before->>'raised')::boolean",
    raisedAfter: "(t.state_after->>'raised')::boolean",
  },
  joins: LOT_JOIN,
  where: "t.device_kind = 'lock'",
  lotColumn: 'lot_id',
};
