// The console's commands on stays, each a domain service composed of the charging core's steps
// (backend/areas/charging/stays.ts, pricing.ts), so that all it changes is audited under one name: a
// plate corrected (an open stay is priced first, so the change records the fee before and after),
// a plate recorded from a POS collector's reading, a vehicle let out by hand with a reason.
import { z } from 'zod';
import { OPEN_STAY_STATES, isOpenStay } from '../../../../lib/parking/stay-machine';
import { COLLECTOR_READING, REASON_MAX_LENGTH } from '../../../../lib/areas/charging/stay-fields';
import { AUDIT } from '../audit-entities';
import { priceStay } from '../pricing';
import { lockStay } from '../rows';
import { correctPlate, correctPlateInput, exitInput, leave } from '../stays';
import { isoAt } from '../../../db';
import { defineService } from '../../../kernel/service';
import type { Work } from '../../../kernel/work';
import { refuse, rowNotFound } from '../../../kernel/failures';
import { STAYS_KEYS, inStates } from './common';

/** The entity manual entries and exits are audited as (the /ManualPassageRecord store's). */
export const MANUAL_PASSAGE_ENTITY = 'manualPassage';

/** Another open stay of the plate in the stay's lot: two vehicles cannot carry one plate there. */
async function refuseSecondVehicle(work: Work, stayId: number, lotId: number, plate: string): Promise<void> {
  const [other] = await work.query<{ stay_no: string }>(
    `SELECT stay_no FROM stays WHERE lot_id = $1 AND plate = $2 AND id <> $3 AND ${inStates('state', OPEN_STAY_STATES)} LIMIT 1`,
    [lotId, plate, stayId]);
  if (other) throw refuse(STAYS_KEYS.plateInLot, { plate, stayNo: other.stay_no });
}

async function correctRepriced(work: Work, input: z.output<typeof correctPlateInput>) {
  const stay = await lockStay(work, input.stayId);
  if (!stay) throw rowNotFound();
  await refuseSecondVehicle(work, stay.id, stay.lot_id, input.plate);
  if (isOpenStay(stay.state)) await priceStay(work, stay, work.at);
  return correctPlate(work, input);
}

/** A plate corrected with a reason; the stay re-priced for the vehicle it really is. */
export const correctStayPlateRepriced = defineService({ name: 'stays.correctPlate', input: correctPlateInput, run: correctRepriced });

/** The plate a POS collector read for a stay that has none yet (on-street), and who read it. */
export const recordStayPlate = defineService({
  name: 'stays.recordPlate',
  input: correctPlateInput.omit({ reason: true }).extend({ collector: z.string().trim().min(1).max(50) }),
  async run(work, input) {
    const [stay] = await work.query<{ lot_id: number; plate: string }>('SELECT lot_id, plate FROM stays WHERE id = $1', [input.stayId]);
    if (!stay) throw rowNotFound();
    if (stay.plate !== '') throw refuse(STAYS_KEYS.plateRecorded);
    const [collector] = await work.query<{ login_name: string }>(
      `SELECT u.login_name FROM pos_users u WHERE lower(u.login_name) = lower($1) AND u.status = 1
         AND (u.lot_id = $2 OR EXISTS (SELECT 1 FROM pos_user_lots ul WHERE ul.pos_user_id = u.id AND ul.lot_id = $2 AND ul.status = 1))`,
      [input.collector, stay.lot_id]);
    if (!collector) throw refuse(STAYS_KEYS.collectorUnknown, { collector: input.collector });
    const fees = await correctRepriced(work, { stayId: input.stayId, plate: input.plate, plateColor: input.plateColor, reason: COLLECTOR_READING });
    await work.update(AUDIT.stay, 'stays', input.stayId, { collector: collector.login_name, updated_at: isoAt(work.at) });
    return fees;
  },
});

/**
 * A vehicle let out by hand: it leaves through the core (source 'manual'), owing what is due to
 * pay later, and the reason is kept with the operator.
 */
export const manualExit = defineService({
  name: 'stays.manualExit',
  input: z.object({ stayId: z.number().int().positive(), reason: z.string().trim().min(1).max(REASON_MAX_LENGTH) }),
  async run(work, input) {
    const left = await leave(work, exitInput.parse({ stayId: input.stayId, source: 'manual', owing: 'exitPayLater' }));
    const [stay] = await work.query<{ lot_id: number; plate: string; plate_color: string; berth_id: number | null; berth_number: string | null }>(
      'SELECT s.lot_id, s.plate, s.plate_color, s.berth_id, b.number AS berth_number FROM stays s LEFT JOIN berths b ON b.id = s.berth_id WHERE s.id = $1',
      [input.stayId]);
    await work.insert(MANUAL_PASSAGE_ENTITY, 'manual_passages', {
      kind: 'exit', at: isoAt(work.at), lot_id: stay.lot_id, plate: stay.plate, plate_color: stay.plate_color, berth_id: stay.berth_id,
      berth_number: stay.berth_number, reason: input.reason, operator: work.actor.name, stay_id: input.stayId,
    });
    return { state: left.stay.state, due: left.order.due };
  },
});
