// /QueueUpInfo over lane_queue (102_stays_orders.sql): vehicles waiting at an entrance while the
// lot is full. Admitting one lets it in: its stay starts through the charging core (source
// 'manual', at the queue's lane) and the queue row names it; marking one gone closes its wait.
// Both only while it waits (the declaration's `when`, checked on the locked rows by the engine);
// a plate black-listed meanwhile is refused as a lane refuses it.
import { isoAt } from '../../../db';
import type { QUEUE_STATES } from '../../../../lib/areas/charging/stay-fields';
import { AUDIT } from '../audit-entities';
import type { EntityStore } from '../../../entities/types';
import { letIn } from './common';

type QueueState = (typeof QUEUE_STATES)[number];
const ADMITTED: QueueState = 'admitted';
const LEFT: QueueState = 'left';
const ENTITY = 'laneQueue';

interface Queued { id: number; lot_id: number; lane_name: string; plate: string; plate_color: string }

export const laneQueueStore: EntityStore = {
  entity: ENTITY,
  table: 'lane_queue',
  auditEntity: AUDIT.queue,
  computed: { lotName: 'l.name', stayNo: 's.stay_no' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN stays s ON s.id = t.stay_id',
  lotColumn: 'lot_id',
  rowActions: {
    async admit(tx, ids, _input, context) {
      const queued = await tx.query<Queued>('SELECT id, lot_id, lane_name, plate, plate_color FROM lane_queue WHERE id = ANY($1::bigint[]) ORDER BY queued_at, id', [ids]);
      for (const row of queued) {
        const stay = await letIn(tx, context, ENTITY, { lotId: row.lot_id, plate: row.plate, plateColor: row.plate_color, lane: row.lane_name });
        await tx.query('UPDATE lane_queue SET state = $2, settled_at = $3, stay_id = $4 WHERE id = $1', [row.id, ADMITTED, isoAt(context.now), stay.id]);
      }
      return { admitted: queued.length };
    },
    async markLeft(tx, ids, _input, context) {
      await tx.query('UPDATE lane_queue SET state = $2, settled_at = $3 WHERE id = ANY($1::bigint[])', [ids, LEFT, isoAt(context.now)]);
      return { left: ids.length };
    },
  },
};
