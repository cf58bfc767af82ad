// CSV files the browser builds itself: the import template and the report of an import's row
// errors. UTF-8 with a BOM so that Excel reads it, CRLF lines, cells quoted as RFC 4180 says.
import { BOM, csvLine } from '../files/csv';
import { formFields } from '../screens/form-fields';
import type { ScreenDecl } from '../screens/types';

export const CSV_MIME = 'text/csv;charset=utf-8';

export function csvFile(rows: readonly (readonly unknown[])[]): string {
  return BOM + rows.map(csvLine).join('');
}

/** The import template: one header row, the labels of the create form's fields. */
export function templateCsv(screen: ScreenDecl, label: (field: string) => string): string {
  return csvFile([formFields(screen, 'create').map((f) => label(f.name))]);
}

export interface RowErrorLine { row: number; field: string; message: string }

/** The import's row errors as a report: row, field label, message. */
export function rowErrorsCsv(headers: readonly [string, string, string], lines: readonly RowErrorLine[]): string {
  return csvFile([headers, ...lines.map((l) => [l.row, l.field, l.message])]);
}

/** A file name without characters that file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]/g, '_').trim() || 'file';
}
