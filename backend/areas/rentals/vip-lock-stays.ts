// /VipLockOrderRecord (lib/areas/rentals/screens-vip-locks.ts; docs/rentals.md, "VIP lock order
// record"): the stays a VIP card made free (its verdict at entry, stays.card_reason of
// 250_stay_cards.sql) on a berth that has a parking lock. Over `stays` itself, so that the list
// pages by entry time on 268's partial index. The lock's part comes from the lock log
// (device_commands, /OperationLogParkingLock): the commands sent to the berth's lock from the
// stay's entry to its exit, the flap's movement as the lock acknowledged it.
import { VIP_STAY_REASONS } from '../../../lib/areas/rentals/screens-vip-locks';
import { OPEN_STAY_STATES, type StayState } from '../../../lib/parking/stay-machine';
import type { Queryable } from '../../db';
import type { Row } from '../../entities/engine/call';
import type { EntityStore } from '../../entities/types';
import { AUDIT } from '../charging';

const MINUTE_MS = 60_000;

/** SQL: the lock log's commands to the berth's lock (lk) while the stay (t) was on it; still parked: since its entry. */
const DURING_STAY = `FROM device_commands dc WHERE dc.device_kind = 'lock' AND dc.device_id = lk.id
  AND dc.created_at >= t.entry_at AND (t.exit_at IS NULL OR dc.created_at <= t.exit_at)`;

/** SQL: of those, the last that moved the flap down (or up), as the lock acknowledged it (the log's raised before and after). */
const lastFlapMove = (raised: boolean, column: string) => `(SELECT ${column} ${DURING_STAY} AND dc.outcome = 'ok'
  AND (dc.state_before->>'raised')::boolean = ${!raised} AND (dc.state_after->>'raised')::boolean = ${raised}
  ORDER BY dc.created_at DESC, dc.id DESC LIMIT 1)`;

/** A stay still parked has lasted up to the moment of reading (the column holds only a finished stay's). */
async function durationNow(_db: Queryable, rows: Row[], now: number): Promise<void> {
  for (const row of rows) {
    if (!OPEN_STAY_STATES.includes(Number(row.state) as StayState)) continue;
    row.durationMinutes = Math.max(0, Math.floor((now - Date.parse(String(row.entryAt))) / MINUTE_MS));
  }
}

export const vipLockStayStore: EntityStore = {
  entity: 'vipLockStay',
  table: 'stays',
  auditEntity: AUDIT.stay,
  computed: {
    lotName: 'l.name', placeName: 'coalesce(ya.name, st.name)', berthNumber: 'b.number', lockSerial: 'lk.serial',
    cardNo: 'c.card_no', customer: 'c.customer', packageName: 'n.name',
    durationMinutes: 'floor(extract(epoch FROM t.exit_at - t.entry_at) / 60)::int',
    loweredAt: lastFlapMove(false, 'coalesce(dc.acked_at, dc.created_at)'),
    loweredBy: lastFlapMove(false, 'dc.operator'),
    raisedAt: lastFlapMove(true, 'coalesce(dc.acked_at, dc.created_at)'),
    lockCommands: `(SELECT count(*)::int ${DURING_STAY})`,
  },
  // The berth's lock (one per berth) and the card the stay entered on, of a VIP package.
  joins: `JOIN parking_locks lk ON lk.berth_id = t.berth_id JOIN month_cards c ON c.id = t.card_id
    JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id
    LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN berths b ON b.id = t.berth_id
    LEFT JOIN yard_areas ya ON ya.id = t.yard_area_id LEFT JOIN streets st ON st.id = t.street_id`,
  lotColumn: 'lot_id',
  // Written as 268's partial index is, so that the planner reads it.
  where: `t.card_reason IN (${VIP_STAY_REASONS.map((r) => `'${r}'`).join(', ')}) AND t.berth_id IS NOT NULL AND n.kind = 'vip'`,
  atRead: { rows: durationNow },
};
