'use client';
// The operation centre's "data control": each rollup's freshness (complete as of, lag, changes
// waiting), what it holds, and for the holder of the button a rebuild of a period.
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IfButton } from '@/components/permission';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { LIVE_REFRESH_MS, REBUILD_LIMIT_DAYS } from '@/lib/areas/reports/dashboards/answer';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation, usePageQuery } from '@/lib/client/page-operation';
import { operatorToday } from './today';

const MS_PER_SECOND = 1_000;

export function DataControl() {
  const t = useTranslations('dashboards');
  const dates = useDates();
  const errorText = useErrorText();
  const today = operatorToday();
  const [period, setPeriod] = useState({ from: today, to: today });
  const read = usePageQuery('dataControl', 'read', {}, { refetchInterval: LIVE_REFRESH_MS });
  const rebuild = usePageOperation('dataControl', 'rebuild', { invalidates: ['read'] });
  const failure = (error: Error | null) => error && errorText(error instanceof ApiFailure ? error.error : null);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('dataControlTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('dataControl.intro')}</Typography>
      {read.error && <Alert severity="error" sx={{ mb: 2 }}>{failure(read.error)}</Alert>}
      <Table size="small" data-testid="data-control-rollups">
        <TableHead>
          <TableRow>
            {(['rollup', 'asOf', 'lag', 'pendingMarks', 'rows', 'extent'] as const).map((c) => <TableCell key={c}>{t(`dataControl.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {(read.data?.rollups ?? []).map((r) => (
            <TableRow key={r.rollup}>
              <TableCell>{t(`rollups.${r.rollup}`)}</TableCell>
              <TableCell>{dates.dateTime(r.asOf)}</TableCell>
              <TableCell>{t('dataControl.lagSeconds', { seconds: Math.round(r.lagMs / MS_PER_SECOND) })}</TableCell>
              <TableCell>{r.pendingMarks}</TableCell>
              <TableCell>{r.rows}</TableCell>
              <TableCell>{r.firstDay && r.lastDay ? `${r.firstDay} – ${r.lastDay}` : t('none')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <IfButton btn="rebuild">
        <Card variant="outlined" sx={{ mt: 3 }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" gutterBottom>{t('dataControl.rebuildTitle', { days: REBUILD_LIMIT_DAYS })}</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField size="small" type="date" label={t('from')} value={period.from} onChange={(e) => setPeriod({ ...period, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField size="small" type="date" label={t('to')} value={period.to} onChange={(e) => setPeriod({ ...period, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
              <Button variant="contained" disabled={rebuild.isPending} onClick={() => rebuild.press(period)}>{t('buttons.rebuild')}</Button>
            </Stack>
            {rebuild.error && <Alert severity="error" sx={{ mt: 2 }}>{failure(rebuild.error)}</Alert>}
            {rebuild.data && <Alert severity="success" sx={{ mt: 2 }}>{t('dataControl.rebuilt', {
              buckets: rebuild.data.rollups.reduce((a, r) => a + r.buckets, 0), seconds: (rebuild.data.tookMs / MS_PER_SECOND).toFixed(1),
            })}</Alert>}
          </CardContent>
        </Card>
      </IfButton>
    </Box>
  );
}
