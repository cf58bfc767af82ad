// The pack as tables, once for both files (pdf.ts, xlsx.ts): money with its month-on-month and
// year-on-year change, money by lot, received by channel, use and devices. A cell says what it
// holds, so each file writes it its way (money: the PDF as the currency shows it, the workbook in fen).
import { PACK_MONEY_FIGURES, PACK_RATES } from '../../../../lib/areas/reports/pack/figures';
import type { Compared } from '../../../../lib/reports/comparison';
import { ratePercentText, type Rate } from '../../../../lib/reports/rates';
import { TURNOVER_SCALE } from '../../../../lib/reports/use-figures';
import type { Pack } from './pack';
import type { Words } from './words';

export type Cell =
  | { money: number }
  | { rate: Rate }
  | { count: number | null }
  | { text: string };

export interface PackTable { name: 'money' | 'byLot' | 'byChannel' | 'use'; heading: string[]; rows: Cell[][] }

const text = (value: string): Cell => ({ text: value });

/** A rate as people read it ('98.50 %'), or the words for none. */
export function rateText(rate: Rate, words: Words): string {
  const percent = ratePercentText(rate);
  return percent === null ? words('reports.none') : words('reports.percent', { value: percent });
}

/** A change as a rate of its base ('+12.50 %'), none without a base. */
function changeText(compared: Compared | null, words: Words): string {
  if (compared === null || compared.changeRate === null) return words('reports.none');
  return `${compared.changeRate > 0 ? '+' : ''}${rateText(compared.changeRate, words)}`;
}

export function packTables(pack: Pack, words: Words): PackTable[] {
  const label = (figure: string) => words(`reports.figures.${figure}.label`);
  const money: PackTable = {
    name: 'money',
    heading: ['figure', 'value', 'monthOnMonth', 'yearOnYear'].map((c) => words(`pack.columns.${c}`)),
    rows: [
      ...PACK_MONEY_FIGURES.map((f) => [text(label(f)), { money: pack.total.figures[f] },
        text(changeText(pack.monthOnMonth.figures[f], words)), text(changeText(pack.yearOnYear.figures[f], words))]),
      ...PACK_RATES.map((r) => [text(label(r)), { rate: pack.total.rates[r] },
        text(changeText(pack.monthOnMonth.rates[r], words)), text(changeText(pack.yearOnYear.rates[r], words))]),
    ],
  };
  const LOT_FIGURES = ['receivable', 'received', 'refunded', 'net'] as const;
  const byLot: PackTable = {
    name: 'byLot',
    heading: [words('pack.columns.lot'), ...LOT_FIGURES.map(label), label('receivedRate')],
    rows: [
      ...pack.lots.map((lot) => [text(lot.name), ...LOT_FIGURES.map((f) => ({ money: lot.figures[f] })), { rate: lot.rates.receivedRate }]),
      [text(words('pack.file.total')), ...LOT_FIGURES.map((f) => ({ money: pack.total.figures[f] })), { rate: pack.total.rates.receivedRate }],
    ],
  };
  const byChannel: PackTable = {
    name: 'byChannel',
    heading: [words('pack.columns.channel'), words('pack.columns.amount')],
    rows: pack.byChannel.map((c) => [text(words(`pack.channels.${c.channel}`)), { money: c.amount }]),
  };
  const { use, devices } = pack;
  const peak = use.peakHour;
  const useTable: PackTable = {
    name: 'use',
    heading: [words('pack.columns.figure'), words('pack.columns.value')],
    rows: [
      [text(label('entries')), { count: use.entries }],
      [text(words('pack.use.exits')), { count: use.exits }],
      [text(words('pack.use.berths')), { count: use.berths }],
      [text(label('occupancy')), { rate: use.occupancy }],
      [text(label('turnover')), text(use.turnover === null ? words('reports.none') : words('reports.turnoverValue', { value: (use.turnover / TURNOVER_SCALE).toFixed(2) }))],
      [text(label('averageStay')), text(use.averageStayMinutes === null ? words('reports.none') : words('reports.minutes', { value: use.averageStayMinutes }))],
      [text(label('peakHour')), text(peak === null ? words('reports.none') : words('reports.hourOfDay', { hour: peak.hour, next: peak.hour + 1 }))],
      [text(label('deviceOnlineRate')), { rate: devices.periodOnlineRate }],
      [text(words('pack.devices.onlineRate')), { rate: devices.onlineRate }],
      [text(words('pack.devices.online', { online: devices.online, enabled: devices.enabled })), text('')],
    ],
  };
  return [money, byLot, byChannel, useTable];
}
