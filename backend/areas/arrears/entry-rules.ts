// /ArrearsEntryRule over arrears_entry_rules: one rule per lot (the lot must exist and be the
// caller's: the engine), read by the lanes at every entrance (backend/areas/charging/arrears/entry.ts).
import { isoAt } from '../../db';
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, checkUnique } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';

export const arrearsEntryRuleStore: EntityStore = {
  entity: 'arrearsEntryRule',
  table: 'arrears_entry_rules',
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',

  async beforeWrite(tx, values, _mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    await checkUnique(tx, 'arrears_entry_rules', { lot_id: lotId }, 'lotId', id);
    return { ...values, lotId, updatedAt: isoAt(context.now) };
  },
};
