'use client';
// A dashboard table drawn (MUI X Charts): its rows along the x axis (or the slices of a pie), one
// series per column of the first column's unit (money is not drawn on the axis of a count).
// Loaded lazily by FigureTable: the charts library stays out of every other page.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslations } from 'next-intl';
import type { DashboardTable } from '@/lib/areas/reports/dashboards/answer';
import { CHART_HEIGHT_PX } from '@/lib/screens/chart-size';
import { useDashboardText } from './useDashboardText';

export function DashboardChart({ table }: { table: DashboardTable }) {
  const chart = useTranslations('chart');
  const text = useDashboardText();
  const localeText = { noData: chart('noData'), loading: chart('loading') };
  const unit = table.columns[0]?.unit ?? 'count';
  const drawn = table.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.unit === unit);
  const labels = table.rows.map((row) => text.row(table.rowKind, row.key, row.label));
  const format = (value: number | null) => (value === null ? '' : text.value(unit, value));
  if (table.chart === 'pie') {
    const data = table.rows.map((row, i) => ({ id: row.key, value: row.values[0] ?? 0, label: labels[i] })).filter((d) => d.value > 0);
    return <PieChart height={CHART_HEIGHT_PX} localeText={localeText} series={[{ data, valueFormatter: (item) => format(item.value) }]} />;
  }
  const series = drawn.map(({ column, index }) => ({ data: table.rows.map((row) => row.values[index]), label: text.column(column.name), valueFormatter: format }));
  const xAxis = [{ scaleType: table.chart === 'line' ? 'point' as const : 'band' as const, data: labels }];
  const yAxis = [{ valueFormatter: (value: number) => format(value), width: 'auto' as const }];
  return table.chart === 'line'
    ? <LineChart height={CHART_HEIGHT_PX} localeText={localeText} xAxis={xAxis} yAxis={yAxis} series={series} />
    : <BarChart height={CHART_HEIGHT_PX} localeText={localeText} xAxis={xAxis} yAxis={yAxis} series={series} />;
}
