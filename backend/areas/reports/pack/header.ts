// What both files say above their tables: title, period, lots, how fresh the figures are.
import { formatMoney, type Currency } from '../../../../lib/money/currency';
import { bucketKey } from '../../../../lib/reports/periods';
import type { Pack } from './pack';
import { rateText, type Cell } from './tables';
import type { Words } from './words';

/** 'YYYY-MM-DD HH:mm' on the operator's clock (minutes are the same in UTC+8). */
const operatorMinute = (at: number) => `${bucketKey(at, 'hour')}:${String(new Date(at).getUTCMinutes()).padStart(2, '0')}`;

export function packHeader(pack: Pack, words: Words): { title: string; lines: string[] } {
  const lots = pack.lots.length === 0 ? words('reports.none') : pack.lots.map((lot) => lot.name).join(', ');
  return {
    title: words('pack.file.title'),
    lines: [
      words('pack.file.period', pack.period),
      words('pack.file.lots', { lots }),
      words('pack.file.asOf', { at: operatorMinute(Date.parse(pack.asOf)) }),
    ],
  };
}

/** A cell as the PDF prints it: money as the currency shows it (lib/money), rates in percent. */
export function cellText(cell: Cell, words: Words, currency: Currency): string {
  if ('money' in cell) return formatMoney(cell.money, currency);
  if ('rate' in cell) return rateText(cell.rate, words);
  if ('count' in cell) return cell.count === null ? words('reports.none') : String(cell.count);
  return cell.text;
}
