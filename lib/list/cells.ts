// How a list cell reads (pure): option labels, yes/no, dates in the user's language, money in the default currency.
import { formatDateTime, formatDay } from '../i18n/dates';
import { type Currency, formatMoney } from '../money/currency';
import type { Language } from '../spec-constants';
import type { FieldDecl } from '../screens/types';
import { stepsInYuan } from '../tariff/step-text';

export interface CellLabels {
  /** The label of a value of a select, ref or lot field; undefined when unknown. */
  option(field: FieldDecl, value: string): string | undefined;
  yes: string;
  no: string;
  /** How amounts are shown: the default currency of /CurrencyInfo. */
  currency?: Currency;
  /** How dates are written (lib/i18n/dates.ts). */
  language: Language;
}

export function cellText(field: FieldDecl, value: unknown, labels: CellLabels): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean': return value === true || value === 'true' || value === 1 || value === '1' ? labels.yes : labels.no;
    case 'money': return formatMoney(value, labels.currency);
    case 'stepPrices': return stepsInYuan(String(value), (fen) => formatMoney(fen, labels.currency));
    case 'date': return formatDay(value, labels.language);
    case 'datetime': return formatDateTime(value, labels.language);
    default: break;
  }
  if (field.options || field.ref || field.type === 'lot' || field.type === 'select') {
    return labels.option(field, String(value)) ?? String(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
