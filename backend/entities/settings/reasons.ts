// /OpeningReason (remote barrier opening) and /IncomingReason (manual entry): the same shape.
import type { EntityStore } from '../types';
import { at } from './common';

const reasonStore = (entity: string, table: string): EntityStore => ({
  entity,
  table,
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: at(context.now) };
  },
});

export const openingReasonStore = reasonStore('openingReason', 'opening_reasons');
export const incomingReasonStore = reasonStore('incomingReason', 'incoming_reasons');
