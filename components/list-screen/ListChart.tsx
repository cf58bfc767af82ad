'use client';
// The chart of a declared list (ScreenDecl.chart) drawn from the rows the grid shows, labelled
// with the fields' labels, amounts as the currency shows them. ListScreen loads this file lazily,
// only on screens that declare a chart: other lists never download the charts library.
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { cellText } from '@/lib/list/cells';
import { formatMoney } from '@/lib/money/currency';
import { chartData, chartIsMoney, type ChartSeries } from '@/lib/screens/chart';
import { CHART_HEIGHT_PX } from '@/lib/screens/chart-size';
import type { ChartDecl, ScreenDecl } from '@/lib/screens/types';
import type { Row } from './screen-api';
import type { ScreenLabels } from './useScreenLabels';

const STACK = 'total';

export interface ListChartProps {
  screen: ScreenDecl;
  chart: ChartDecl;
  rows: readonly Row[];
  labels: ScreenLabels;
}

export function ListChart({ screen, chart, rows, labels }: ListChartProps) {
  const t = useTranslations('chart');
  const data = useMemo(() => chartData(chart, rows), [chart, rows]);
  const money = chartIsMoney(screen, chart);
  const xField = screen.fields.find((f) => f.name === chart.x)!;
  const format = (value: number | null) => (value === null ? '' : money ? formatMoney(value, labels.currency) : String(value));
  const label = (s: ChartSeries) => (s.group === null ? labels.field(s.field)
    : chart.series.length === 1 ? s.group : `${s.group} · ${labels.field(s.field)}`);
  const series = data.series.map((s) => ({
    data: s.data, label: label(s), valueFormatter: format, ...(chart.stacked ? { stack: STACK } : {}),
  }));
  const common = {
    height: CHART_HEIGHT_PX,
    series,
    // As wide as its longest label: amounts such as '¥12,345.00' are not cut.
    yAxis: [{ valueFormatter: (value: number) => format(value), width: 'auto' as const }],
    localeText: { noData: t('noData'), loading: t('loading') },
  };
  const x = data.x.map((value) => cellText(xField, value, labels));
  return (
    <Box data-testid="list-chart" role="figure" aria-label={t('title', { title: labels.title })} sx={{ mb: 2, bgcolor: 'background.paper' }}>
      {chart.type === 'bar'
        ? <BarChart xAxis={[{ scaleType: 'band', data: x }]} {...common} />
        : <LineChart xAxis={[{ scaleType: 'point', data: x }]} {...common} series={series.map((s) => ({ ...s, area: chart.stacked }))} />}
    </Box>
  );
}
