// A random history for the rollups' tests, made through the real services at chosen instants over
// several operator days and lots: vehicles enter (now and then one already in: a repeat entry), are paid in part or in full (cash, WeChat,
// Alipay), discounted, let out free, leave owing (an arrear opened) and pay later (recovered);
// orders are priced again as time passes; payments are refunded (requested, reviewed, confirmed by
// three people) or their refunds rejected. Lanes' passages are written as the lane handlers write
// them. Business refusals (a stay already paid, nothing left to refund) are part of the game.
import { randomBytes } from 'node:crypto';
import { OPEN_STAY_STATES, OWING_STAY_STATES } from '../../../../lib/parking/stay-machine';
import { REFUND_STATE } from '../../../../lib/parking/refund-machine';
import { seededRandom, between, pick, weighted, type Random } from '../../../demo/random';
import { isoAt, type Db, type Queryable } from '../../../db';
import { AshxFailure } from '../../../kernel/failures';
import { runService } from '../../../kernel/service';
import { enter, MINUTE } from '../../../test/orders-fixtures';
import { bookPayment, exitStay, giveDiscount, grantFreeDeparture } from '../../charging';
import { confirmRefundWith, rejectRefund, requestRefund, reviewRefund } from '../../refunds';

const ACTIONS = { enter: 6, pay: 5, exit: 4, discount: 1, free: 1, payArrear: 2, refund: 2, decideRefund: 3, passage: 3 } as const;
type Action = keyof typeof ACTIONS;
/** People: a refund is requested, reviewed and confirmed by three different ones. */
const CASHIER = { name: 'cashier', userId: null };
const REVIEWER = { name: 'reviewer', userId: null };
const FINANCE = { name: 'finance', userId: null };
const LANES = ['East in', 'East out', 'West in'];

export interface Scenario {
  /** Makes `steps` random things happen, each 1 to `maxGapMinutes` after the last, from `start`. */
  play(steps: number): Promise<Record<Action | 'refused', number>>;
  /** The instant the next step happens at. */
  readonly at: number;
}

export function scenario(db: Db, lots: readonly number[], start: number, seed: number, maxGapMinutes = 150): Scenario {
  const random: Random = seededRandom(seed);
  const atRestKey = randomBytes(32);
  let at = start;
  let plateNo = 0;
  let keyNo = 0;
  const key = () => `rollup-scenario-${seed}-${(keyNo += 1)}`;
  const run = (service: Parameters<typeof runService>[1], input: unknown, actor = CASHIER) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at, idempotencyKey: key() }));
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> => {
    const rows = await db.query<T & object>(sql, params);
    return rows.length ? pick(random, rows) : undefined;
  };
  const stayIn = (states: readonly number[]) => one<{ id: number }>('SELECT id FROM stays WHERE state = ANY($1::smallint[]) ORDER BY id', [states]);
  const orderOfOpenStay = () => one<{ id: number }>('SELECT o.id FROM orders o JOIN stays s ON s.id = o.stay_id WHERE s.state = ANY($1::smallint[]) ORDER BY o.id', [OPEN_STAY_STATES]);
  const channelPay = (stayId: number, amount?: number) => {
    const channel = pick(random, ['cash', 'wechat', 'alipay'] as const);
    return run(bookPayment, { stayId, channel, place: channel === 'cash' ? 'booth' : 'online', ...(channel === 'cash' ? {} : { channelTxnNo: key() }), ...(amount ? { amount } : {}) });
  };

  const act: Record<Action, () => Promise<unknown>> = {
    enter: async () => {
      // One in eight a plate already in: the lot closes its open stay as a repeat entry.
      const again = random() < 1 / 8 ? await one<{ lot_id: number; plate: string }>('SELECT lot_id, plate FROM stays WHERE state = ANY($1::smallint[]) ORDER BY id', [OPEN_STAY_STATES]) : undefined;
      await enter(db, again ? Number(again.lot_id) : pick(random, lots), again?.plate ?? `粤R${String((plateNo += 1)).padStart(5, '0')}`, at);
    },
    pay: async () => {
      const stay = await stayIn(OPEN_STAY_STATES);
      // Half the time a part of what is due (the order priced again on the way).
      if (stay) await channelPay(Number(stay.id), random() < 0.5 ? between(random, 1, 150) : undefined);
    },
    exit: async () => {
      const stay = await stayIn(OPEN_STAY_STATES);
      if (stay) await run(exitStay, { stayId: Number(stay.id), source: 'camera' });
    },
    discount: async () => {
      const order = await orderOfOpenStay();
      if (order) await run(giveDiscount, { orderId: Number(order.id), amount: between(random, 1, 100), reason: 'Rollup test' });
    },
    free: async () => {
      const order = await orderOfOpenStay();
      if (order) await run(grantFreeDeparture, { orderId: Number(order.id), reason: 'Rollup test' });
    },
    payArrear: async () => {
      const stay = await stayIn(OWING_STAY_STATES);
      if (stay) await channelPay(Number(stay.id));
    },
    refund: async () => {
      const payment = await one<{ id: number; amount: number }>("SELECT id, amount FROM payments WHERE channel = 'cash' AND stay_id IS NOT NULL ORDER BY id");
      if (payment) await run(requestRefund, { paymentId: Number(payment.id), amount: between(random, 1, Number(payment.amount)), reason: 'Rollup test' });
    },
    decideRefund: async () => {
      const refund = await one<{ id: number; state: number }>('SELECT id, state FROM refunds WHERE state IN ($1, $2) ORDER BY id', [REFUND_STATE.requested, REFUND_STATE.reviewed]);
      if (!refund) return;
      const refundId = Number(refund.id);
      if (random() < 0.3) await run(rejectRefund, { refundId }, REVIEWER);
      else if (Number(refund.state) === REFUND_STATE.requested) await run(reviewRefund, { refundId }, REVIEWER);
      else await run(confirmRefundWith(atRestKey), { refundId }, FINANCE);
    },
    passage: () => db.query(
      `INSERT INTO passages (at, lot_id, lane_name, direction, plate, plate_color, decision) VALUES ($1, $2, $3, $4, $5, 'blue', 'open')`,
      [isoAt(at), pick(random, lots), pick(random, LANES), between(random, 1, 2), `粤R${between(random, 10000, 99999)}`]),
  };

  return {
    get at() { return at; },
    async play(steps) {
      const done = Object.fromEntries([...Object.keys(ACTIONS), 'refused'].map((k) => [k, 0])) as Record<Action | 'refused', number>;
      for (let i = 0; i < steps; i += 1) {
        at += between(random, 1, maxGapMinutes) * MINUTE;
        const action = weighted(random, ACTIONS);
        try {
          await act[action]();
          done[action] += 1;
        } catch (error) {
          if (!(error instanceof AshxFailure)) throw error;
          done.refused += 1;
        }
      }
      return done;
    },
  };
}

/** The marks written so far, to show a write left them (or, rolled back, did not). */
export async function countMarks(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`);
  return Number(row.n);
}
