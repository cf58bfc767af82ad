// /DictionaryManagement over the dictionary table (001_initial.sql). The console reads type 99
// rows as a configuration overlay at startup and again every minute; CatcDictionary serves them.
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';
import { checkUnique } from '../../kernel/refs';

export const dictionaryStore: EntityStore = {
  entity: 'dictionary',
  table: 'dictionary',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(tx, values, _mode, context, id) {
    // dkey is unique per type (UNIQUE (type, dkey)), not across types.
    await checkUnique(tx, 'dictionary', { type: values.type, dkey: values.dkey }, 'dkey', id);
    // A blank value is stored as '' (the column is NOT NULL; biUrl '' means no BI address).
    return { ...values, dvalue: values.dvalue ?? '', updatedAt: isoAt(context.now) };
  },
};
