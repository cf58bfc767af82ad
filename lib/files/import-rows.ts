// From a spreadsheet's cells to form values (pure). The header row names the columns by field
// label in either language or by field name; every row is then validated with the screen's
// create schema. Row numbers are the spreadsheet's (the header is row 1).
import { parseYuan } from '../money/fen';
import { formFields, valuesSchema } from '../screens/schema';
import type { Option } from '../list/options';
import type { ScreenLabels } from '../screens/labels';
import type { FieldDecl, ScreenDecl } from '../screens/types';

export interface RowError { row: number; field: string; messageKey: string }
export type ImportReading =
  | { ok: true; rows: Record<string, unknown>[] }
  | { ok: false; messageKey: 'emptyImport' | 'importFailed' | 'allImportsFailed'; rowErrors: RowError[] };

const norm = (v: unknown) => String(v ?? '').trim().toLowerCase();
const TRUE_WORDS = ['true', '1', 'yes', 'y', '是', '启用'];
const FALSE_WORDS = ['false', '0', 'no', 'n', '否', '停用'];

/** A header as exports write it, without its unit: 'Amount (fen)', '金额（分）'. */
const withoutUnit = (name: string) => name.replace(/\s*[(（][^()（）]*[)）]$/, '');

function columnFields(fields: FieldDecl[], header: unknown[], labels: ScreenLabels[]): (FieldDecl | null)[] {
  const named = (name: string) => fields.find((f) => norm(f.name) === name || labels.some((l) => norm(l.fields[f.name]) === name));
  return header.map((cell) => {
    const name = norm(cell);
    if (!name) return null;
    return named(name) ?? named(withoutUnit(name)) ?? null;
  });
}

/** Lot pickers and ref selects: the options the importing user may choose, by field. */
export type ImportChoices = Record<string, Option[]>;

/** A lot or ref cell names its choice by label (as exports show it) or by value (id). */
function choiceValue(options: Option[], cell: unknown): unknown {
  const text = norm(cell);
  const chosen = options.find((o) => norm(o.value) === text) ?? options.find((o) => norm(o.label) === text);
  if (!chosen) return cell;
  return /^-?\d+$/.test(chosen.value) ? Number(chosen.value) : chosen.value;
}

function cellValue(field: FieldDecl, cell: unknown, labels: ScreenLabels[], choices: ImportChoices): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (choices[field.name] && norm(cell) !== '') return choiceValue(choices[field.name], cell);
  if (cell instanceof Date) return field.type === 'datetime' ? cell.toISOString() : cell.toISOString().slice(0, 10);
  if (typeof cell === 'object' && 'text' in (cell as object)) return String((cell as { text: unknown }).text); // rich text / hyperlink cells
  if (field.type === 'boolean') {
    const word = norm(cell);
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    return cell;
  }
  // Amounts: whole numbers are fen (as exports write them); text with decimals or a symbol is yuan.
  if (field.type === 'money' && typeof cell === 'string') return /^\s*-?\d+\s*$/.test(cell) ? Number(cell) : parseYuan(cell) ?? cell;
  if (field.type === 'select' && field.options) {
    const text = norm(cell);
    const byLabel = field.options.find((o) => labels.some((l) => norm(l.options[field.name]?.[String(o)]) === text));
    return byLabel ?? cell;
  }
  return typeof cell === 'number' && ['text', 'digits', 'version', 'phone', 'textarea'].includes(field.type) ? String(cell) : cell;
}

export function readImportRows(screen: ScreenDecl, table: unknown[][], labels: ScreenLabels[], choices: ImportChoices = {}): ImportReading {
  const [header = [], ...body] = table;
  const rows = body.map((cells, i) => ({ number: i + 2, cells })).filter((r) => r.cells.some((c) => norm(c) !== ''));
  if (rows.length === 0) return { ok: false, messageKey: 'emptyImport', rowErrors: [] };
  const fields = formFields(screen, 'create');
  const columns = columnFields(fields, header, labels);
  if (!columns.some(Boolean)) {
    return { ok: false, messageKey: 'allImportsFailed', rowErrors: [{ row: 1, field: '', messageKey: 'importHeader' }] };
  }
  const schema = valuesSchema(screen, 'create');
  const good: Record<string, unknown>[] = [];
  const rowErrors: RowError[] = [];
  let badRows = 0;
  for (const { number, cells } of rows) {
    const values: Record<string, unknown> = {};
    columns.forEach((field, i) => { if (field) values[field.name] = cellValue(field, cells[i], labels, choices); });
    const parsed = schema.safeParse(values);
    if (parsed.success) good.push(parsed.data);
    else {
      badRows += 1;
      for (const issue of parsed.error.issues) rowErrors.push({ row: number, field: String(issue.path[0] ?? ''), messageKey: issue.message });
    }
  }
  if (badRows === 0) return { ok: true, rows: good };
  return { ok: false, messageKey: badRows === rows.length ? 'allImportsFailed' : 'importFailed', rowErrors };
}
