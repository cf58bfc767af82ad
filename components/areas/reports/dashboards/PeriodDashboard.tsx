'use client';
// A dashboard over a period (/FinancialStatisticalAnalysis, /SiteStatisticalAnalysis, /Analysis):
// the period (this month so far, at first), a lot or all, for money the granularity; the backend's
// refusal (a period reversed or too long) shown as it words it.
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { operatorToday } from './today';
import { FINANCIAL_GRANULARITIES } from '@/lib/areas/reports/dashboards/answer';
import { DashboardLots } from './DashboardLots';
import { DashboardView } from './DashboardView';
import type { PeriodPageKey } from './pages';


/** This month of the operator's calendar up to today. */
function thisMonth(): { from: string; to: string } {
  const today = operatorToday();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function PeriodDashboard({ page, withGranularity = false }: { page: PeriodPageKey; withGranularity?: boolean }) {
  const t = useTranslations('dashboards');
  const reports = useTranslations('reports');
  const errorText = useErrorText();
  const [form, setForm] = useState(() => ({ ...thisMonth(), lotId: '' as number | '', granularity: 'day' as string }));
  const [asked, setAsked] = useState(form);
  const input = { from: asked.from, to: asked.to, ...(asked.lotId === '' ? {} : { lotId: asked.lotId }), ...(withGranularity ? { granularity: asked.granularity } : {}) };
  const query = usePageQuery(page, 'read', input);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t(`${page}Title`)}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <TextField size="small" type="date" label={t('from')} value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-from' } }} />
        <TextField size="small" type="date" label={t('to')} value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'dashboard-to' } }} />
        <DashboardLots page={page} value={form.lotId} onChange={(lotId) => setForm({ ...form, lotId })} />
        {withGranularity && (
          <TextField select size="small" label={t('granularity')} value={form.granularity} onChange={(e) => setForm({ ...form, granularity: e.target.value })} sx={{ minWidth: 120 }}>
            {FINANCIAL_GRANULARITIES.map((g) => <MenuItem key={g} value={g}>{reports(`granularity.${g}`)}</MenuItem>)}
          </TextField>
        )}
        <Button variant="contained" onClick={() => setAsked(form)} data-testid="dashboard-show">{t('show')}</Button>
      </Stack>
      {query.error && <Alert severity="error" sx={{ mb: 2 }} data-testid="dashboard-error">{errorText(query.error instanceof ApiFailure ? query.error.error : null)}</Alert>}
      {query.data && <DashboardView answer={query.data} />}
    </Box>
  );
}

export const FinancialAnalysis = () => <PeriodDashboard page="financialAnalysis" withGranularity />;
export const SiteAnalysis = () => <PeriodDashboard page="siteAnalysis" />;
export const TransactionAnalysis = () => <PeriodDashboard page="transactionAnalysis" />;
