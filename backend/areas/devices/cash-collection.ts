// Carries out the cash collections ordered from /PaymentInformation ('collect cash'): every
// COLLECT_TICK_MS each online station with an order gets 'collectCash' naming the operator. The
// station empties its counters and reports the collection itself (a kind 3 movement with the
// operator, booked by the ingestion, late acks included), so the money is booked once and from
// the station's figures. An unanswered order is sent again after COLLECT_RETRY_MS; one waiting
// for an offline station goes when it is back.
import { isoAt, type Db } from '../../db';
import type { CommandOutcome } from '../../kernel/ports/devices';
import type { Commander } from './commands';
import { serialRounds } from './rounds';

export const COLLECT_TICK_MS = 2_000;
export const COLLECT_RETRY_MS = 60_000;
const PER_TICK = 50;
const COLLECT_PAGE = '/PaymentInformation';

interface CollectOrder { id: number; serial: string; cash_collect_by: string; cash_collect_at: unknown }

export function createCashCollection(options: { db: Db; commander: Commander; now: () => number }) {
  const { db, commander, now } = options;

  async function dispatch(order: CollectOrder): Promise<void> {
    let outcome: Pick<CommandOutcome, 'outcome' | 'reason'>;
    try {
      outcome = await commander.send({
        id: `collect-${order.id}-${now().toString(36)}`, kind: 'payStation', serial: order.serial, command: 'collectCash',
        params: { operator: order.cash_collect_by }, operator: order.cash_collect_by, page: COLLECT_PAGE,
      });
    } catch {
      outcome = { outcome: 'refused', reason: 'deviceDisabled' }; // disabled or deleted since it was picked
    }
    if (outcome.outcome === 'ok') {
      await db.query('UPDATE pay_stations SET cash_collect_by = NULL, cash_collect_at = NULL, cash_collect_tried_at = NULL WHERE id = $1', [order.id]);
    } else if (outcome.reason !== 'offline') {
      await db.query('UPDATE pay_stations SET cash_collect_tried_at = $2 WHERE id = $1', [order.id, isoAt(now())]);
    }
  }

  return {
    tick: serialRounds(async () => {
      const orders = await db.query<CollectOrder>(
        `SELECT id, serial, cash_collect_by, cash_collect_at FROM pay_stations
         WHERE status = 1 AND comm_state = 1 AND cash_collect_at IS NOT NULL
           AND (cash_collect_tried_at IS NULL OR cash_collect_tried_at < $1)
         ORDER BY id LIMIT ${PER_TICK}`, [isoAt(now() - COLLECT_RETRY_MS)]);
      await Promise.all(orders.map(dispatch));
      return orders.length;
    }),
  };
}
