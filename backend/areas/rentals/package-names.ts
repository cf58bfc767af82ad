// /MonthPkgName over month_package_names: a name is used once per lot (case aside), and the lot
// must exist (and be the caller's: the engine).
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, checkUnique } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';

export const packageNameStore: EntityStore = {
  entity: 'monthPackageName',
  table: 'month_package_names',
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',

  async beforeWrite(tx, values, _mode, _context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    await checkUnique(tx, 'month_package_names', { lot_id: lotId, 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
    return { ...values, lotId };
  },
};
