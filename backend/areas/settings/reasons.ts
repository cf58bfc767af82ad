// /OpeningReason (remote barrier opening) and /IncomingReason (manual entry): the same shape.
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';

const reasonStore = (entity: string, table: string): EntityStore => ({
  entity,
  table,
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
});

export const openingReasonStore = reasonStore('openingReason', 'opening_reasons');
export const incomingReasonStore = reasonStore('incomingReason', 'incoming_reasons');
