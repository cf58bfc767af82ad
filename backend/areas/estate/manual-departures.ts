// /ManualDeparture over manual_departures (053_manual_departures.sql): creating a record frees
// its berth (state 0) in the same transaction, with the caller as operator, and the vehicle on it
// leaves by hand (its stay exits, owing what is due as 'pay later'). Only an occupied or reserved
// berth of the caller's lots can be freed: a free berth or one out of service is refused.
// Records are never changed or deleted (the declaration offers create and export only).
import { isoAt } from '../../db';
import { openStayOnBerth, exitStay, BERTH_STATE } from '../charging';
import { requireCaller } from '../../context';
import { actorOf } from '../../kernel/actor';
import { runService } from '../../kernel/service';
import { FieldError, refuse } from '../../kernel/failures';
import { refId } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { ESTATE_KEYS, requireCallerLot } from './common';
import { inCallerLots } from '../../kernel/lot-scope';

/** "Lot / area or street / number" of berths `b` joined with lots `l`, yard areas `y`, streets `s`. */
const BERTH_LABEL = "l.name || ' / ' || coalesce(y.name || ' / ', s.name || ' / ', '') || b.number";
const BERTH_JOINS = 'JOIN parking_lots l ON l.id = b.lot_id LEFT JOIN yard_areas y ON y.id = b.yard_area_id LEFT JOIN streets s ON s.id = b.street_id';
const FREEABLE = [BERTH_STATE.occupied, BERTH_STATE.reserved];
const MANUAL_DEPARTURE_PAGE = '/ManualDeparture';

export const manualDepartureStore: EntityStore = {
  entity: 'manualDeparture',
  table: 'manual_departures',
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  options: {
    berthId: `SELECT b.id AS value, ${BERTH_LABEL} AS label FROM berths b ${BERTH_JOINS}
      WHERE b.state IN (${FREEABLE.join(', ')}) AND ${inCallerLots('b.lot_id')} ORDER BY l.name, label, b.id`,
  },
  async beforeWrite(tx, values, _mode, context) {
    const berthId = refId(values, 'berthId');
    const [berth] = await tx.query<{ lot_id: number; number: string; state: number; place: string | null }>(
      `SELECT b.lot_id, b.number, b.state, coalesce(y.name, s.name) AS place FROM berths b ${BERTH_JOINS}
       WHERE b.id = $1 FOR UPDATE OF b`, [berthId]);
    if (!berth) throw new FieldError('berthId', 'option');
    await requireCallerLot(tx, context, berth.lot_id, 'berthId');
    if (berth.state === BERTH_STATE.outOfService) throw refuse(ESTATE_KEYS.berthOutOfService);
    if (!(FREEABLE as number[]).includes(berth.state)) throw refuse(ESTATE_KEYS.berthAlreadyFree);
    await tx.query('UPDATE berths SET state = $2, updated_at = $3 WHERE id = $1', [berthId, BERTH_STATE.free, isoAt(context.now)]);
    const open = await openStayOnBerth(tx, berthId);
    if (open) {
      await runService(tx, exitStay, { stayId: open.id, source: 'manual', owing: 'exitPayLater' }, actorOf(context, MANUAL_DEPARTURE_PAGE), { at: context.now });
    }
    return {
      plate: values.plate, reason: values.reason, berthId, lotId: berth.lot_id, berthNumber: berth.number, placeName: berth.place,
      stateBefore: berth.state, operator: requireCaller(context).loginName, departedAt: isoAt(context.now),
    };
  },
};
