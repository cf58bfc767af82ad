// How a list cell reads (pure): option labels, yes/no, dates, money in the default currency.
import { type Currency, formatMoney } from '../money/currency';
import { SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';
import type { FieldDecl } from '../screens/types';
import { stepsInYuan } from '../tariff/step-text';

export interface CellLabels {
  /** The label of a value of a select, ref or lot field; undefined when unknown. */
  option(field: FieldDecl, value: string): string | undefined;
  yes: string;
  no: string;
  /** How amounts are shown: the default currency of /CurrencyInfo. */
  currency?: Currency;
}


/** Date-times at the operator's clock (UTC+8), as the exports show them. */
export function formatDateTime(value: unknown): string {
  const ms = Date.parse(String(value));
  if (Number.isNaN(ms)) return String(value);
  return new Date(ms + SIGNING_CLOCK_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function cellText(field: FieldDecl, value: unknown, labels: CellLabels): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean': return value === true || value === 'true' || value === 1 || value === '1' ? labels.yes : labels.no;
    case 'money': return formatMoney(value, labels.currency);
    case 'stepPrices': return stepsInYuan(String(value), (fen) => formatMoney(fen, labels.currency));
    case 'date': return String(value).slice(0, 10);
    case 'datetime': return formatDateTime(value);
    default: break;
  }
  if (field.options || field.ref || field.type === 'lot' || field.type === 'select') {
    return labels.option(field, String(value)) ?? String(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
