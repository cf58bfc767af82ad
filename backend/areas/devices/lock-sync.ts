// A lock's run state follows its berth's order: once the stay is paid, its lock is told to let
// the vehicle go ('payToUnlock', run state 4), with the exit window of its rate (the lock keeps that
// time itself: 5 when the vehicle stays past it, then 6 and the flap rises; lib/areas/devices/lock-machine.ts).
// The command id is the payment's (and the minute's), so the same payment unlocks once, retried each
// minute while the lock still shows the vehicle unpaid (offline, timed out) and the payment's exit
// window is open: a lock past the window of the payment it knows (5, 6) is unlocked again only by a
// new payment (the exit window sweep bills the stay again meanwhile). A payment taken at the lock
// itself (its manual payment, lock-trade.ts) reaches it by that command: the sync steps in only once
// the command's time is up, else its unlock could overtake the payment's own command, which the lock
// would then refuse as nothing to pay. A stay with nothing to pay (a card's car, a free vehicle:
// stays.free_reason, decided as the lane decides it, docs/rentals.md "At the lane") lets its
// vehicle go the same way, with a window of a day renewed before it lapses (the lock's 5), so the
// flap never rises under it. Any number of backends may run this.
import { LOCK_RUN_STATE } from '../../../lib/spec-constants';
import { DEFAULT_EXIT_WINDOW_MINUTES } from '../../../lib/tariff/rules';
import { OPEN_STAY_STATES, STAY_STATE } from '../../../lib/parking/stay-machine';
import { isoAt, toMs, type Db } from '../../db';
import { COMMAND_TIMEOUT_MS, type Commander } from './commands';

export const LOCK_SYNC_TICK_MS = 2_000;
/** The operator of the commands the charging gives locks. */
export const CHARGING_OPERATOR = 'system:charging';
const PAGE = '/TempOrder';
const PER_TICK = 50;
/** Run states of a lock holding a vehicle that is not paid as far as the lock knows. */
const UNLOCKABLE = [LOCK_RUN_STATE.parked, LOCK_RUN_STATE.paidNotLeft, LOCK_RUN_STATE.paymentExpired];
/** The window a free stay's unlock gives: renewed when it lapses (5), before the flap would rise (6). */
export const FREE_STAY_WINDOW_MINUTES = 24 * 60;

export function createLockSync(options: { db: Db; commander: Commander; now: () => number; commandTimeoutMs?: number }) {
  const { db, commander, now } = options;
  const commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  return {
    /** Sends the unlocks paid and free stays wait for; returns how many were sent. */
    async tick(): Promise<number> {
      const rows = await db.query<{ serial: string; stay_id: number; paid_until: unknown; window: number | null }>(
        `SELECT l.serial, s.id AS stay_id, s.paid_until, (v.rules->>'exitWindowMinutes')::int AS window
         FROM stays s JOIN parking_locks l ON l.berth_id = s.berth_id AND l.status = 1
         LEFT JOIN rate_versions v ON v.id = s.rate_version_id
         WHERE s.state = $1 AND l.comm_state = 1 AND l.vehicle AND l.run_state = ANY($2::int[])
           AND s.paid_until + make_interval(mins => coalesce((v.rules->>'exitWindowMinutes')::int, $5)) >= $4::timestamptz
           AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.stay_id = s.id AND p.device = l.serial AND p.paid_at > $3)
         ORDER BY s.paid_until LIMIT ${PER_TICK}`,
        [STAY_STATE.paidNotOut, UNLOCKABLE, isoAt(now() - commandTimeoutMs), isoAt(now()), DEFAULT_EXIT_WINDOW_MINUTES]);
      const free = await db.query<{ serial: string; stay_id: number }>(
        `SELECT l.serial, s.id AS stay_id
         FROM stays s JOIN parking_locks l ON l.berth_id = s.berth_id AND l.status = 1
         WHERE s.state = ANY($1::int[]) AND s.free_reason IS NOT NULL AND l.comm_state = 1 AND l.vehicle AND l.run_state = ANY($2::int[])
         ORDER BY s.id LIMIT ${PER_TICK}`,
        [OPEN_STAY_STATES, UNLOCKABLE]);
      const minute = Math.floor(now() / 60_000);
      for (const row of rows) {
        await commander.send({
          id: `paid-${row.stay_id}-${toMs(row.paid_until)}-${minute}`, kind: 'lock', serial: row.serial, command: 'payToUnlock',
          params: { exitWindowMinutes: row.window ?? DEFAULT_EXIT_WINDOW_MINUTES }, operator: CHARGING_OPERATOR, page: PAGE,
        });
      }
      for (const row of free) {
        await commander.send({
          id: `free-${row.stay_id}-${minute}`, kind: 'lock', serial: row.serial, command: 'payToUnlock',
          params: { exitWindowMinutes: FREE_STAY_WINDOW_MINUTES }, operator: CHARGING_OPERATOR, page: PAGE,
        });
      }
      return rows.length + free.length;
    },
  };
}
