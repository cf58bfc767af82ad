// /GroupCarInfo over group_cars: cars of a group customer (a company fleet) at a lot. The plate
// is checked and stored normalised, once per lot; the lot must exist (and be the caller's: the
// engine).
import { isoAt } from '../../db';
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, checkUnique } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { listedPlate } from './common';

export const groupCarStore: EntityStore = {
  entity: 'groupCar',
  table: 'group_cars',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',

  async beforeWrite(tx, values, _mode, context, id) {
    const listed = listedPlate(values);
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    await checkUnique(tx, 'group_cars', { lot_id: lotId, plate: listed.plate }, 'plate', id);
    return { ...values, ...listed, lotId, updatedAt: isoAt(context.now) };
  },
};
