// A plate's arrears paid at any lot (domain service arrears.collect, the page /ArrearsCollection):
// the cashier of lot A takes all that the plate still owes at every lot, A's or not. Each arrear's
// order is paid in full by arrears.pay with A as the lot where the money was taken (the arrear is
// recovered there; the payment stays its order's, docs/arrears.md), all in one transaction, once
// per press. The amount is what the cashier took: it must be exactly what the plate owes now, so
// a change since the look-up (another payment, a deletion) is refused rather than charged.
import { z } from 'zod';
import { normalizePlate } from '../../../../lib/validation/formats';
import { fenToYuan } from '../../../../lib/money/fen';
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import { COLLECT_CHANNELS } from '../../../../lib/areas/charging/arrears/collect-channels';
import { PLATE_MAX_LENGTH } from '../../../../lib/areas/charging/stay-fields';
import { refuse } from '../../../kernel/failures';
import type { Reader } from '../../../db';
import { defineService } from '../../../kernel/service';
import { payArrear } from './pay';

/** What the cashier sees of each arrear the plate owes, at any lot: no more than taking the money needs. */
export interface OwedArrear { lotName: string; exitAt: string; owed: number }

const OPEN_ARREARS = `
  SELECT a.id, l.name AS "lotName", s.exit_at AS "exitAt", o.due AS owed
    FROM arrears a JOIN orders o ON o.id = a.order_id JOIN stays s ON s.id = a.stay_id JOIN parking_lots l ON l.id = a.lot_id
   WHERE a.plate = $1 AND a.state = ${ARREAR_STATE.unpaid} AND o.due > 0
   ORDER BY a.created_at, a.id`;

/** The plate's open arrears at every lot, oldest first, and what they owe together. */
export async function owedByPlate(db: Reader, plate: string): Promise<{ plate: string; arrears: OwedArrear[]; owed: number }> {
  const normal = normalizePlate(plate);
  const rows = await db.query<OwedArrear & { id: number }>(OPEN_ARREARS, [normal]);
  const arrears = rows.map(({ lotName, exitAt, owed }) => ({ lotName, exitAt, owed: Number(owed) }));
  return { plate: normal, arrears, owed: arrears.reduce((sum, a) => sum + a.owed, 0) };
}

export const collectArrearsInput = z.object({
  plate: z.string().trim().min(1).max(PLATE_MAX_LENGTH),
  /** The lot where the money is taken (one of the cashier's: checked by the caller). */
  atLotId: z.number().int().positive(),
  channel: z.enum(COLLECT_CHANNELS),
  channelTxnNo: z.string().trim().min(1).max(64).optional(),
  amount: z.number().int().positive().max(100_000_000),
});

export interface Collected { plate: string; arrears: number; amount: number; paymentNos: string[] }

export const collectArrears = defineService({
  name: 'arrears.collect',
  idempotent: true,
  input: collectArrearsInput,
  async run(work, input): Promise<Collected> {
    const plate = normalizePlate(input.plate);
    // Locked oldest first, as a pay station takes them: two collections of a plate wait for each other.
    const open = await work.query<{ id: number; owed: number }>(`${OPEN_ARREARS} FOR UPDATE OF a`, [plate]);
    if (!open.length) throw refuse('arrearsNoneOwed', { plate });
    const owed = open.reduce((sum, a) => sum + Number(a.owed), 0);
    if (input.amount !== owed) throw refuse('arrearsCollectMismatch', { amount: fenToYuan(input.amount), owed: fenToYuan(owed) });
    const paymentNos: string[] = [];
    for (const arrear of open) {
      const paid = await payArrear.run(work, {
        arrearId: Number(arrear.id), channel: input.channel, amount: Number(arrear.owed), atLotId: input.atLotId,
        ...(input.channelTxnNo ? { channelTxnNo: input.channelTxnNo } : {}),
      });
      paymentNos.push(paid.paymentNo);
    }
    return { plate, arrears: open.length, amount: owed, paymentNos };
  },
});
