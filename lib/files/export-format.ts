// The columns of an export (pure): listed fields in declaration order, headed by their labels,
// cells as the user reads them on screen (option labels, yes/no), date-times in the machine format
// 'YYYY-MM-DD HH:mm:ss' on the operator's clock (lib/i18n/dates.ts), amounts in fen.
import { machineDateTime } from '../i18n/dates';
import type { ScreenLabels } from '../screens/labels';
import type { ScreenDecl } from '../screens/types';

export interface ExportColumn { field: string; header: string; cell(row: Record<string, unknown>): string | number }

/**
 * Amounts go out as integer fen, the header says so with `moneyHeader` ('{label} (fen)'), and
 * imports read them back the same way.
 */
export function exportColumns(screen: ScreenDecl, labels: ScreenLabels, yesNo: [string, string], moneyHeader: (label: string) => string): ExportColumn[] {
  return screen.fields.filter((f) => f.list !== false && f.type !== 'password').map((field) => ({
    field: field.name,
    header: field.type === 'money' ? moneyHeader(labels.fields[field.name] ?? field.name) : labels.fields[field.name] ?? field.name,
    cell(row) {
      const value = row[field.name];
      if (value === null || value === undefined) return '';
      if (field.type === 'boolean') return value ? yesNo[0] : yesNo[1];
      if (field.options) return labels.options[field.name]?.[String(value)] ?? String(value);
      if (field.type === 'datetime') return machineDateTime(value);
      if (typeof value === 'number') return value;
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    },
  }));
}

/** A file name a person recognises: screen title and the moment of export. */
export function exportFileName(title: string, format: 'xlsx' | 'csv', now: Date): string {
  const stamp = machineDateTime(now).replace(/[-: ]/g, '').slice(0, 14);
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}-${stamp}.${format}`;
}
