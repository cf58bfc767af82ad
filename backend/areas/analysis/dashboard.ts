// The figures of the operator's dashboard (/DataHome 'dataHome.dashboard', lib/areas/analysis/dashboard.ts)
// over the caller's lots: today (the operator's day of the request's clock, UTC+8) for money and
// traffic, now for vehicles in (the lots' occupancy: estate/occupancy.ts), alarms and devices.
// Days use the functions and indexes of 111_analysis.sql, so "today" here is the day the flow
// screens show.
import { byHour, type DashboardFigures } from '../../../lib/areas/analysis/dashboard';
import { DEVICE_KINDS, type DeviceKind } from '../../../lib/device-protocol';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../lib/parking/channels';
import { totalOccupancy } from '../../../lib/parking/occupancy';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { LOCK_COMM_STATE } from '../../../lib/spec-constants';
import { isoAt, type Queryable } from '../../db';
import { LIVE_TABLES } from '../devices';
import { readOccupancy } from '../estate';
import type { LotScope } from '../../entities/scope';

/** status of an enabled device (lib/areas/devices/screens-on-street.ts DEVICE_STATUS). */
const ENABLED = 1;

/** $1, $2: every lot, or these lots; $3: the request's instant. */
const inLots = (column: string) => `($1::boolean OR ${column} = ANY($2::int[]))`;
const TODAY = 'operator_day($3::timestamptz)';

export async function dashboardFigures(db: Queryable, scope: LotScope, now: number): Promise<DashboardFigures> {
  const lots = [scope === 'all', scope === 'all' ? [] : scope];
  const today = [...lots, isoAt(now)];
  const count = async (sql: string) => (await db.query<{ n: number }>(sql, lots))[0].n;
  const hours = (sql: string) => db.query<{ hour: number; count: number }>(sql, today);

  const hourOf = (column: string) => `floor(extract(epoch FROM ${column} - operator_day_start(operator_day(${column}))) / 3600)::int`;
  const [{ day, hour }] = await db.query<{ day: string; hour: number }>(
    `SELECT to_char(operator_day($1::timestamptz), 'YYYY-MM-DD') AS day, ${hourOf('$1::timestamptz')} AS hour`, [isoAt(now)]);
  const paid = await db.query<{ channel: PaymentChannel; amount: number; count: number }>(
    `SELECT channel, sum(amount)::bigint AS amount, count(*)::int AS count FROM payments
      WHERE paid_at >= operator_day_start(${TODAY}) AND paid_at < operator_day_start(${TODAY} + 1) AND ${inLots('lot_id')}
      GROUP BY channel`, today);
  const byChannel = PAYMENT_CHANNELS.map((channel) => {
    const row = paid.find((r) => r.channel === channel);
    return { channel, amount: row?.amount ?? 0, count: row?.count ?? 0 };
  });

  const entriesByHour = byHour(await hours(
    `SELECT ${hourOf('entry_at')} AS hour, count(*)::int AS count FROM stays
      WHERE operator_day(entry_at) = ${TODAY} AND ${inLots('lot_id')} GROUP BY 1`));
  const exitsByHour = byHour(await hours(
    `SELECT ${hourOf('exit_at')} AS hour, count(*)::int AS count FROM stays
      WHERE operator_day(exit_at) = ${TODAY} AND state <> ${STAY_STATE.repeatEntry} AND ${inLots('lot_id')} GROUP BY 1`));

  const spaces = totalOccupancy([...(await readOccupancy(db, 'lot', scope)).values()]);

  const offline: { kind: DeviceKind; count: number }[] = [];
  for (const kind of DEVICE_KINDS) {
    offline.push({ kind, count: await count(`SELECT count(*)::int AS n FROM ${LIVE_TABLES[kind]}
      WHERE status = ${ENABLED} AND comm_state <> ${LOCK_COMM_STATE.online} AND ${inLots('lot_id')}`) });
  }

  return {
    day,
    hour,
    revenue: { total: byChannel.reduce((sum, c) => sum + c.amount, 0), byChannel },
    entries: entriesByHour.reduce((a, b) => a + b, 0),
    exits: exitsByHour.reduce((a, b) => a + b, 0),
    entriesByHour,
    exitsByHour,
    ...spaces,
    openAlarms: await count(`SELECT count(*)::int AS n FROM device_alarms WHERE cleared_at IS NULL AND ${inLots('lot_id')}`),
    devicesOffline: { total: offline.reduce((sum, k) => sum + k.count, 0), byKind: offline },
  };
}
