// The filter bar's values (what the inputs hold) and the list payload's `filters` (what the
// BFF's filterSchema accepts): blanks dropped, text trimmed, options and lots typed.
import type { FieldDecl, ScreenDecl } from '../screens/types';

export interface DateRange { from: string; to: string }
export type FilterValue = string | DateRange;
export type FilterValues = Record<string, FilterValue>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFields(screen: ScreenDecl): FieldDecl[] {
  return screen.fields.filter((f) => f.filter);
}

export function emptyFilters(screen: ScreenDecl): FilterValues {
  return Object.fromEntries(filterFields(screen).map((f) => [f.name, f.filter === 'dateRange' ? { from: '', to: '' } : '']));
}

const asRange = (value: FilterValue | undefined): DateRange =>
  typeof value === 'object' && value ? value : { from: '', to: '' };
const asText = (value: FilterValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** A date range whose end is before its start (spec 5: the second must not be smaller). */
export function dateRangeReversed(value: FilterValue | undefined): boolean {
  const { from, to } = asRange(value);
  return DAY.test(from) && DAY.test(to) && to < from;
}

function selectValue(field: FieldDecl, text: string): string | number | boolean {
  const option = field.options?.find((o) => String(o) === text);
  if (option !== undefined) return option;
  if (field.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (field.ref && /^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** The `filters` of a list or export payload. */
export function filtersPayload(screen: ScreenDecl, values: FilterValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of filterFields(screen)) {
    const value = values[field.name];
    if (field.filter === 'dateRange') {
      const { from, to } = asRange(value);
      const range: { from?: string; to?: string } = {};
      if (DAY.test(from.trim())) range.from = from.trim();
      if (DAY.test(to.trim())) range.to = to.trim();
      if (range.from || range.to) payload[field.name] = range;
      continue;
    }
    const text = asText(value);
    if (!text) continue;
    if (field.filter === 'lot') {
      const id = Number(text);
      if (Number.isInteger(id) && id > 0) payload[field.name] = id;
    } else if (field.filter === 'select') payload[field.name] = selectValue(field, text);
    else payload[field.name] = text;
  }
  return payload;
}
