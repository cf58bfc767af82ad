'use client';
// A live board of the monitoring centre (and the operation centre's warnings): a lot or all, read
// again every LIVE_REFRESH_MS while the page is open.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { LIVE_REFRESH_MS } from '@/lib/areas/reports/dashboards/answer';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { DashboardLots } from './DashboardLots';
import { DashboardView } from './DashboardView';
import type { LivePageKey } from './pages';

export function LiveDashboard({ page }: { page: LivePageKey }) {
  const t = useTranslations('dashboards');
  const errorText = useErrorText();
  const [lotId, setLotId] = useState<number | ''>('');
  const query = usePageQuery(page, 'read', lotId === '' ? {} : { lotId }, { refetchInterval: LIVE_REFRESH_MS });
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t(`${page}Title`)}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <DashboardLots page={page} value={lotId} onChange={setLotId} />
        <Typography variant="body2" color="text.secondary">{t('liveEvery', { seconds: LIVE_REFRESH_MS / 1000 })}</Typography>
      </Stack>
      {query.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(query.error instanceof ApiFailure ? query.error.error : null)}</Alert>}
      {query.data && <DashboardView answer={query.data} />}
    </Box>
  );
}

export const OperationDashboard = () => <LiveDashboard page="operationDashboard" />;
export const DevicePerception = () => <LiveDashboard page="devicePerception" />;
export const PayStationDashboard = () => <LiveDashboard page="payStationDashboard" />;
export const RoadSectionMonitoring = () => <LiveDashboard page="roadSectionMonitoring" />;
export const Warning = () => <LiveDashboard page="warning" />;
