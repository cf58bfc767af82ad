'use client';
// /SystemOperationMonitoring: the backend's health and sign-in security at a glance, with the
// unlock of a throttled account behind its button.
import {
  Alert, Box, Button, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { IfButton } from '@/components/permission';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { ApiFailure } from '@/lib/client/api';
import { useHydrated } from '@/lib/client/hydrated';
import { usePageQuery } from '@/lib/client/page-operation';
import { StatusCard } from './StatusCard';
import { UnlockAccountDialog, useUnlockDialog } from '../../screens/UnlockAccountDialog';

const REFRESH_MS = 10_000;

export function SystemOperationMonitoring() {
  const t = useTranslations('monitoring');
  const hydrated = useHydrated();
  const format = useFormatter();
  const dates = useDates();
  const errorText = useErrorText();
  const openUnlock = useUnlockDialog();
  const monitoring = usePageQuery('systemMonitoring', 'monitoring', {}, { refetchInterval: REFRESH_MS });
  const data = monitoring.data;
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      {monitoring.error && <Alert severity="error">{errorText(monitoring.error instanceof ApiFailure ? monitoring.error.error : null)}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusCard title={t('backend')} testId="monitoring-backend" rows={[
            [t('uptime'), data ? t('uptimeValue', { hours: Math.floor(data.uptimeSeconds / 3600), minutes: Math.floor((data.uptimeSeconds % 3600) / 60) }) : '…'],
            [t('memory'), data ? `${format.number(data.memoryRss / 1_048_576, { maximumFractionDigits: 0 })} MB` : '…'],
            [t('activeTokens'), data?.activeTokens ?? '…'],
          ]} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusCard title={t('signInSecurity')} testId="monitoring-security" rows={[
            [t('failedSignIns'), data?.failedSignInsLastHour ?? '…'],
            [t('lockedAccounts'), data?.lockedAccounts.length ?? '…'],
            [t('lockedAddresses'), data?.lockedAddresses ?? '…'],
          ]} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h2">{t('lockedAccounts')}</Typography>
          <Table size="small" data-testid="locked-accounts">
            <TableHead><TableRow><TableCell>{t('account')}</TableCell><TableCell>{t('lockedUntil')}</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>
              {data?.lockedAccounts.length === 0 && <TableRow><TableCell colSpan={3}>{t('noneLocked')}</TableCell></TableRow>}
              {data?.lockedAccounts.map((row) => (
                <TableRow key={row.account}>
                  <TableCell>{row.account}</TableCell>
                  <TableCell>{dates.dateTime(row.lockedUntil)}</TableCell>
                  <TableCell align="right">
                    <IfButton btn="unlockAccount">
                      <Button size="small" onClick={() => openUnlock(row.account)} data-testid={`unlock-${row.account}`}>{t('unlock')}</Button>
                    </IfButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <IfButton btn="unlockAccount">
            <Button sx={{ mt: 1 }} variant="outlined" disabled={!hydrated} onClick={() => openUnlock('')} data-testid="unlock-open">{t('unlockOther')}</Button>
          </IfButton>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h6" component="h2">{t('requests')}</Typography>
          <Table size="small" data-testid="requests-by-handler">
            <TableHead><TableRow><TableCell>{t('handler')}</TableCell><TableCell align="right">{t('count')}</TableCell></TableRow></TableHead>
            <TableBody>
              {Object.entries(data?.requestsByHandler ?? {}).map(([handler, count]) => (
                <TableRow key={handler}><TableCell>{handler}</TableCell><TableCell align="right">{count}</TableCell></TableRow>
              ))}
            </TableBody>
          </Table>
        </Grid>
      </Grid>
      <UnlockAccountDialog />
    </Box>
  );
}
