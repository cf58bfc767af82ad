'use client';
// How a dashboard's figures, columns, rows and values read (lib/areas/reports/dashboards/answer.ts):
// a figure of the reports' catalogue by its messages reports.figures, the dashboards' own by
// dashboards.figures; money by the currency (lib/money), rates as percents with two decimals.
import { useTranslations } from 'next-intl';
import { useCurrency } from '@/components/app/CurrencyProvider';
import type { ColumnUnit, RowKind } from '@/lib/areas/reports/dashboards/answer';
import { formatMoney } from '@/lib/money/currency';
import { REPORT_FIGURE_NAMES, type ReportFigure } from '@/lib/reports/catalogue';
import { ratePercentText } from '@/lib/reports/rates';
import { TURNOVER_SCALE } from '@/lib/reports/use-figures';

const inCatalogue = (name: string): name is ReportFigure => (REPORT_FIGURE_NAMES as readonly string[]).includes(name);
const pad = (hour: number) => String(hour).padStart(2, '0');

export function useDashboardText() {
  const t = useTranslations('dashboards');
  const reports = useTranslations('reports');
  const channels = useTranslations('dataHome.channels');
  const kinds = useTranslations('devices.kinds');
  const currency = useCurrency();

  const figure = (name: string, part: 'label' | 'definition') => (inCatalogue(name) ? reports(`figures.${name}.${part}`) : t(`figures.${name}.${part}` as never));
  const column = (name: string) => (t.has(`columns.${name}` as never) ? t(`columns.${name}` as never) : figure(name, 'label'));
  const hour = (h: number) => reports('hourOfDay', { hour: pad(h), next: pad(h + 1) });

  const row = (kind: RowKind, key: string, label?: string): string => {
    switch (kind) {
      case 'bucket': return key;
      case 'named': return label ?? key;
      case 'channel': return channels(key as never);
      case 'purpose': return t(`purposes.${key}` as never);
      case 'hour': return hour(Number(key));
      case 'weekday': return t(`weekdays.${key}` as never);
      case 'band': return reports(`stayLengthBands.${key}` as never);
      case 'deviceKind': return kinds(key as never);
      case 'rollup': return t(`rollups.${key}` as never);
    }
  };

  /** A value as a person reads it; `long` for a card (turnover with its unit). */
  const value = (unit: ColumnUnit, v: number | null, long = false): string => {
    if (v === null) return reports('none');
    switch (unit) {
      case 'fen': return formatMoney(v, currency);
      case 'bp': return reports('percent', { value: ratePercentText(v) ?? '' });
      case 'count': return String(v);
      case 'minutes': return reports('minutes', { value: v });
      case 'hundredths': {
        const text = (v / TURNOVER_SCALE).toFixed(2);
        return long ? reports('turnoverValue', { value: text }) : text;
      }
      case 'hour': return hour(v);
    }
  };
  return { t, reports, figure, column, row, value };
}
