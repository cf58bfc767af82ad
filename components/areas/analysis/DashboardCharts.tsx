'use client';
// The dashboard's charts: today's revenue by channel (the money axis as wide as its labels), and
// entries and exits by hour up to the hour under way (hours to come are not drawn as zero). Loaded
// lazily by Dashboard (the charts library stays out of every other page).
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslations } from 'next-intl';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { HOURS_PER_DAY, hoursSoFar, type DashboardFigures } from '@/lib/areas/analysis/dashboard';
import { formatMoney } from '@/lib/money/currency';
import { CHART_HEIGHT_PX } from '@/lib/screens/chart-size';

const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export function DashboardCharts({ figures }: { figures: DashboardFigures }) {
  const t = useTranslations('dataHome');
  const chart = useTranslations('chart');
  const currency = useCurrency();
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, currency));
  const localeText = { noData: chart('noData'), loading: chart('loading') };
  return (
    <Grid container spacing={2} sx={{ mt: 0 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" data-testid="dashboard-revenue-chart">
          <CardContent>
            <Typography variant="subtitle2" component="h3">{t('revenueByChannel')}</Typography>
            <BarChart height={CHART_HEIGHT_PX} localeText={localeText}
              xAxis={[{ scaleType: 'band', data: figures.revenue.byChannel.map((c) => t(`channels.${c.channel}`)) }]}
              yAxis={[{ valueFormatter: (value: number) => money(value), width: 'auto' }]}
              series={[{ data: figures.revenue.byChannel.map((c) => c.amount), label: t('revenue'), valueFormatter: money }]} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined" data-testid="dashboard-traffic-chart">
          <CardContent>
            <Typography variant="subtitle2" component="h3">{t('trafficByHour')}</Typography>
            <LineChart height={CHART_HEIGHT_PX} localeText={localeText} xAxis={[{ scaleType: 'point', data: HOURS }]}
              series={[{ data: hoursSoFar(figures.entriesByHour, figures.hour), label: t('entries') },
                { data: hoursSoFar(figures.exitsByHour, figures.hour), label: t('exits') }]} />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
