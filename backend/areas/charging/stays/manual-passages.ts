// /ManualPassageRecord over manual_passages (107_stay_screens.sql): vehicles let in or out by hand,
// with the reason. Creating a record is a manual entry: the form's lot, plate and optional berth are
// checked, the record written, and the vehicle enters through the charging core (source 'manual'),
// the stay linked to the record, all in the create's transaction. A black-listed plate is refused,
// as a lane refuses it; a berth must be the lot's, in service and not holding another vehicle.
// Manual exits are written by /VehicleEntryInfo's command. Records are never changed or deleted.
import { isoAt } from '../../../db';
import { OPEN_STAY_STATES } from '../../../../lib/parking/stay-machine';
import { requireCaller, type RequestContext } from '../../../context';
import type { Queryable } from '../../../db';
import { BERTH_STATE } from '../occupancy';
import { FieldError, refuse } from '../../../kernel/failures';
import { isBlank, checkRef, refId } from '../../../kernel/refs';
import { LOT_EXISTS, inCallerLots } from '../../../kernel/lot-scope';
import type { EntityStore, Values } from '../../../entities/types';
import { MANUAL_PASSAGE_ENTITY } from './commands';
import { STAYS_KEYS, formPlate, inStates, letIn } from './common';

const OPEN = inStates('s.state', OPEN_STAY_STATES);

/** The optional berth of a manual entry: the lot's, in service, not holding another vehicle. */
async function entryBerth(tx: Queryable, values: Values, lotId: number, plate: string): Promise<{ id: number; number: string } | null> {
  if (isBlank(values.berthId)) return null;
  const [berth] = await tx.query<{ id: number; lot_id: number; number: string; state: number }>(
    'SELECT id, lot_id, number, state FROM berths WHERE id = $1', [refId(values, 'berthId')]);
  if (!berth) throw new FieldError('berthId', 'option');
  if (berth.lot_id !== lotId) throw refuse(STAYS_KEYS.berthNotInLot, { berth: berth.number });
  if (berth.state === BERTH_STATE.outOfService) throw refuse(STAYS_KEYS.berthOutOfService, { berth: berth.number });
  const [held] = await tx.query<{ plate: string; stay_no: string }>(
    `SELECT s.plate, s.stay_no FROM stays s WHERE s.berth_id = $1 AND ${OPEN} AND s.plate <> $2`, [berth.id, plate]);
  if (held) throw refuse(STAYS_KEYS.berthOccupied, { berth: berth.number, plate: held.plate, stayNo: held.stay_no });
  return { id: berth.id, number: berth.number };
}

export const manualPassageStore: EntityStore = {
  entity: MANUAL_PASSAGE_ENTITY,
  table: 'manual_passages',
  computed: { lotName: 'l.name', stayNo: 's.stay_no', stayState: 's.state' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN stays s ON s.id = t.stay_id',
  lotColumn: 'lot_id',
  options: {
    // Berths a vehicle can be let onto: in service and holding no vehicle.
    berthId: `SELECT b.id AS value, l.name || ' / ' || coalesce(y.name || ' / ', st.name || ' / ', '') || b.number AS label
      FROM berths b JOIN parking_lots l ON l.id = b.lot_id LEFT JOIN yard_areas y ON y.id = b.yard_area_id LEFT JOIN streets st ON st.id = b.street_id
      WHERE b.state <> ${BERTH_STATE.outOfService} AND NOT EXISTS (SELECT 1 FROM stays s WHERE s.berth_id = b.id AND ${OPEN})
        AND ${inCallerLots('b.lot_id')} ORDER BY label, b.id`,
    reasonId: 'SELECT id AS value, reason AS label FROM incoming_reasons WHERE status = 1 ORDER BY reason, id',
  },

  async beforeWrite(tx, values, _mode, context) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const plate = formPlate(values);
    const reasonId = await checkRef(tx, values, 'reasonId', 'SELECT 1 FROM incoming_reasons WHERE id = $1 AND status = 1');
    const [{ reason }] = await tx.query<{ reason: string }>('SELECT reason FROM incoming_reasons WHERE id = $1', [reasonId]);
    const berth = await entryBerth(tx, values, lotId, plate);
    return {
      ...values, kind: 'entry', at: isoAt(context.now), lotId, plate, berthId: berth?.id ?? null, berthNumber: berth?.number ?? null,
      reasonId, reason, operator: requireCaller(context).loginName,
    };
  },

  async afterWrite(tx, id, values, _mode, context: RequestContext) {
    const stay = await letIn(tx, context, MANUAL_PASSAGE_ENTITY, {
      lotId: Number(values.lotId), plate: String(values.plate), plateColor: String(values.plateColor), berthId: values.berthId as number | null,
    });
    await tx.query('UPDATE manual_passages SET stay_id = $2 WHERE id = $1', [id, stay.id]);
  },
};

