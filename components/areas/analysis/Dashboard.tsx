'use client';
// The operator's dashboard on /DataHome: today's revenue by channel, entries and exits, vehicles
// in and occupancy, open alarms and devices offline, over the user's lots (lib/areas/analysis/
// dashboard.ts), each linking to its screen when the user's menu has it; and two charts.
import { Alert, Box, Grid, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useMenu } from '@/components/permission';
import { DASHBOARD_LINKS, occupancyPercent, type DashboardFigure, type DashboardFigures } from '@/lib/areas/analysis/dashboard';
import { ApiFailure } from '@/lib/client/api';
import { useModule } from '@/lib/client/use-module';
import { usePageQuery } from '@/lib/client/page-operation';
import { canOpenPage } from '@/lib/menu/permissions';
import { formatMoney } from '@/lib/money/currency';
import { FigureCard } from '@/components/figures/FigureCard';

/**
 * The charts library loads with the dashboard only, asked for as soon as this module runs in the
 * browser: its code then loads while the page hydrates (the figures come with the page).
 */
const chartsCode = typeof window === 'undefined' ? undefined : import('./DashboardCharts');

/** The figures are read again every minute while the page is open. */
const REFRESH_MS = 60_000;

export function Dashboard() {
  const t = useTranslations('dataHome');
  const kinds = useTranslations('devices.kinds');
  const errorText = useErrorText();
  const currency = useCurrency();
  const dates = useDates();
  const menu = useMenu();
  const charts = useModule(chartsCode);
  const query = usePageQuery('dataHome', 'dashboard', {}, { refetchInterval: REFRESH_MS });
  const data = query.data;
  const link = (figure: DashboardFigure) => (canOpenPage(menu, DASHBOARD_LINKS[figure]) ? DASHBOARD_LINKS[figure] : null);
  const value = (read: (d: DashboardFigures) => ReactNode) => (data ? read(data) : '…');
  const percent = data ? occupancyPercent(data.occupied, data.capacity) : null;
  const card = (figure: DashboardFigure, title: string, shown: ReactNode, detail?: ReactNode) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <FigureCard testId={`dashboard-${figure}`} title={title} value={shown} detail={detail} href={link(figure)} linkText={t('openScreen')} />
    </Grid>
  );
  return (
    <Box data-testid="dashboard" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom data-testid="dashboard-day">{t('today', { day: data ? dates.day(data.day) : '…' })}</Typography>
      {query.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(query.error instanceof ApiFailure ? query.error.error : null)}</Alert>}
      <Grid container spacing={2}>
        {card('revenue', t('revenue'), value((d) => formatMoney(d.revenue.total, currency)), data?.revenue.byChannel
          .filter((c) => c.count > 0).map((c) => `${t(`channels.${c.channel}`)} ${formatMoney(c.amount, currency)}`).join(' · '))}
        {card('entries', t('entries'), value((d) => d.entries))}
        {card('exits', t('exits'), value((d) => d.exits))}
        {card('occupancy', t('vehiclesIn'), value((d) => d.vehiclesIn), data && (percent === null ? t('noCapacity')
          : t('occupancy', { occupied: data.occupied, capacity: data.capacity, percent })))}
        {card('alarms', t('openAlarms'), value((d) => d.openAlarms))}
        {card('devicesOffline', t('devicesOffline'), value((d) => d.devicesOffline.total), data?.devicesOffline.byKind
          .filter((k) => k.count > 0).map((k) => `${kinds(k.kind)} ${k.count}`).join(' · '))}
      </Grid>
      {data && charts && <charts.DashboardCharts figures={data} />}
    </Box>
  );
}
