// Pieces the declarations of every area share: their button sets, a value a store computes
// (`shown`, the one read-only field helper), the lot filter of a lot-scoped list and its name
// column, a detail section, and the lists of temporary records (spec 9).
import { TEMPORARY_INFO_MONTHS } from '../spec-constants';
import type { DetailSectionDecl, FieldDecl, ListAction, ScreenDecl } from './types';

type Buttons = Partial<Record<ListAction, string>>;
export const CRUD: Buttons = { create: 'add', update: 'edit', delete: 'delete', export: 'export' };
/** Every list action, with the button keys the menu seeds (menuId * 100 + 1..5). */
export const ALL_BUTTONS: Buttons = { ...CRUD, import: 'import' };
export const EXPORT_ONLY: Buttons = { export: 'export' };

/** A value the services or the store compute: shown, never written. */
export const shown = (name: string, type: FieldDecl['type'] = 'text', extra: Partial<FieldDecl> = {}): FieldDecl =>
  ({ name, type, readOnly: true, form: 'none', ...extra });

/**
 * An amount that an open stay's pricing moves as time passes (receivable, discount, due): shown
 * priced at the moment of reading, but the database holds the last pricing, so neither a sort nor
 * a filter is offered on it (docs/charging.md, "What an open stay owes").
 */
export const movingAmount = (name: string): FieldDecl => shown(name, 'money', { width: 110, sortable: false });

/** The lot of a row: filtered by, neither a column nor written; its name is the column. */
export const LOT_FILTER: FieldDecl = shown('lotId', 'lot', { list: false, filter: 'lot' });
export const LOT_NAME: FieldDecl = shown('lotName', 'text', { width: 160 });

/** The fields of a detail section in order: each by its type, or by its codes for a select. */
type SectionFields = Readonly<Record<string, FieldDecl['type'] | readonly (string | number)[]>>;

/** A detail section (the store's `related` SQL names its fields). */
export const detailSection = (name: string, fields: SectionFields): DetailSectionDecl => ({
  name,
  fields: Object.entries(fields).map(([field, type]) =>
    (typeof type === 'string' ? { name: field, type } : { name: field, type: 'select', options: type })),
});

export const newest = (field: string) => ({ field, direction: 'desc' as const });

/**
 * A list of temporary records: export only, newest first by `field`, the caller's lots only, and
 * queried over at most TEMPORARY_INFO_MONTHS of `field` at a time.
 */
export const temporaryRecords = (field: string) => ({
  buttons: EXPORT_ONLY, defaultSort: newest(field), lotScoped: true, rangeLimit: { field, months: TEMPORARY_INFO_MONTHS },
}) satisfies Partial<ScreenDecl>;
