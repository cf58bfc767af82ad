// CreateOrderInfo and CreateOrderInfoHandler (spec 7): what a vehicle owes now, asked by pay
// terminals, pay stations, the payment platforms' pages and apps (server-to-server: a valid
// signature, no token). The open stay is priced up to now, so the order is made on the first
// question and its figures are the ones the answer gives: { orderNo, stayNo, plate, entryAt,
// receivable, discount, waived, paid, due, lines, exitWindowMinutes } (amounts in fen).
import { z } from 'zod';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../lib/validation/formats';
import { OPEN_STAY_STATES } from '../../lib/parking/stay-machine';
import { openStaysOfPlate } from '../areas/charging/rows';
import { refuse } from '../kernel/failures';
import { operation, type RequestContext } from '../context';
import type { Queryable } from '../db';
import { runService } from '../kernel/service';
import { quoteStay } from '../areas/orders/quote';
import { integer, requiredText } from '../../lib/pages/inputs';
import { systemActor } from './server-actor';

const BERTH_NUMBER_MAX_LENGTH = 20;
const id = () => integer().pipe(z.number().positive());

const quote = (tx: Queryable, context: RequestContext, job: string, stayId: number) =>
  runService(tx, quoteStay, { stayId }, systemActor(context, job), { at: context.now });

/** { lotId, plate }: the newest open stay of the plate in the lot. */
export const createOrderInfo = operation({
  access: 'server',
  input: z.object({
    lotId: id(),
    plate: requiredText(PLATE_INPUT_MAX_LENGTH).pipe(z.string().refine(isValidPlate)).transform(normalizePlate),
  }),
  run: (context, { lotId, plate }) => context.db.transaction(async (tx) => {
    const [stay] = await openStaysOfPlate(tx, lotId, plate);
    if (!stay) throw refuse('noOpenStay');
    return quote(tx, context, 'CreateOrderInfo', stay.id);
  }),
});

/**
 * { lotId, berthNumber, streetId? }: the stay on an on-street berth. Two streets of a lot may each
 * have a berth of that number: the street then tells them apart.
 */
export const createOrderInfoOnBerth = operation({
  access: 'server',
  input: z.object({ lotId: id(), berthNumber: requiredText(BERTH_NUMBER_MAX_LENGTH), streetId: id().optional() }),
  run: (context, { lotId, berthNumber, streetId }) => context.db.transaction(async (tx) => {
    const berths = await tx.query<{ stay_id: number | null }>(
      `SELECT s.id AS stay_id FROM berths b LEFT JOIN stays s ON s.berth_id = b.id AND s.state = ANY($4::int[])
       WHERE b.lot_id = $1 AND lower(b.number) = lower($2) AND b.street_id IS NOT NULL AND ($3::int IS NULL OR b.street_id = $3::int)`,
      [lotId, berthNumber, streetId ?? null, OPEN_STAY_STATES]);
    if (berths.length > 1) throw refuse('berthAmbiguous', { number: berthNumber });
    const stayId = berths[0]?.stay_id;
    if (!stayId) throw refuse('noStayOnBerth');
    return quote(tx, context, 'CreateOrderInfoHandler', Number(stayId));
  }),
});
