// The columns of a store: a declared field is stored in the snake_case column of its name unless
// the store says otherwise (EntityStore.columns lists only the exceptions), so a field is named
// once, in its declaration; the migration's column follows the name.
import type { FieldDecl } from '../../../lib/screens/types';
import type { EntityStore, ServedStore } from '../types';

/**
 * The column of a field name: a word starts at each capital and at each run of digits, as the
 * migrations name them ('plateColor' -> 'plate_color', 'from1To3h' -> 'from_1_to_3h'); a run of
 * capitals is one word ('channelTXNNo' -> 'channel_txn_no').
 */
export function columnOf(name: string): string {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])([0-9])/g, '$1_$2')
    .replace(/([0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

/** Declared fields with no column: the row id, computed expressions and hidden fields (a hook's input). */
function hasColumn(store: EntityStore, field: FieldDecl): boolean {
  return field.name !== 'id' && !Object.hasOwn(store.computed ?? {}, field.name) && !(store.hidden ?? []).includes(field.name);
}

/**
 * The store as the engine serves it, given the fields of every screen of its entity: the column of
 * each declared field (the store's own, else the default), then the store's other columns (values
 * its hooks write).
 */
export function servedStore(store: EntityStore, fields: readonly FieldDecl[]): ServedStore {
  const own = store.columns ?? {};
  const columns: Record<string, string> = {};
  for (const field of fields) {
    if (Object.hasOwn(columns, field.name)) continue;
    if (Object.hasOwn(own, field.name)) columns[field.name] = own[field.name];
    else if (hasColumn(store, field)) columns[field.name] = columnOf(field.name);
  }
  for (const [name, column] of Object.entries(own)) columns[name] ??= column;
  return { ...store, columns };
}
