// /SpecialPlateList over special_plates: black and white plates of a lot. The plate is checked
// and stored normalised; the lot must exist (and be the caller's: the engine); the validity may
// not end before it starts. A plate has one enabled entry per lot over both lists, an entry for
// every lot (lot_id NULL) counting in each lot: a second one is refused with a message naming
// the list it is on (index special_plates_enabled of 105 backs the rule within one lot).
import { isoAt } from '../../db';
import { LIST_STATUS, type SpecialPlateList } from '../../../lib/areas/vehicle-lists/screens';
import { requireCaller } from '../../context';
import type { MessageKey } from '../../messages';
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { refuse } from '../../kernel/failures';
import { checkValidity } from '../rates';
import { checkRef } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { LIST_KEYS, listedPlate } from './common';

/** The refusal naming the other list a plate is on. */
const ON_LIST: Record<SpecialPlateList, MessageKey> = { black: LIST_KEYS.onBlackList, white: LIST_KEYS.onWhiteList };

export const specialPlateStore: EntityStore = {
  entity: 'specialPlate',
  table: 'special_plates',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',

  async beforeWrite(tx, values, mode, context, id) {
    const { plate, plateColor } = listedPlate(values);
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    checkValidity(values, LIST_KEYS.validityOrder);
    if (values.status === LIST_STATUS.enabled) {
      // The entry on the same list first: its refusal says more.
      const [listed] = await tx.query<{ list: SpecialPlateList }>(
        `SELECT list FROM special_plates WHERE plate = $1 AND (lot_id = $2 OR lot_id IS NULL) AND status = $3 AND id <> $4
         ORDER BY list = $5 DESC LIMIT 1`, [plate, lotId, LIST_STATUS.enabled, id ?? 0, values.list]);
      if (listed) {
        throw refuse(listed.list === values.list ? LIST_KEYS.alreadyListed : ON_LIST[listed.list], { plate });
      }
    }
    const created = mode === 'create' ? { createdBy: requireCaller(context).loginName } : {};
    return { ...values, plate, plateColor, lotId, ...created, updatedAt: isoAt(context.now) };
  },
};
