'use client';
// The lot picker of a dashboard: every lot of the user, or one (the page's `lots`).
import { MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { usePageQuery } from '@/lib/client/page-operation';
import type { DashboardPageKey } from './pages';

export function DashboardLots({ page, value, onChange }: { page: DashboardPageKey; value: number | ''; onChange(value: number | ''): void }) {
  const t = useTranslations('dashboards');
  const lots = usePageQuery(page, 'lots');
  return (
    <TextField select size="small" label={t('lot')} value={value} sx={{ minWidth: 200 }}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'dashboard-lot' } }}>
      <MenuItem value="">{t('allLots')}</MenuItem>
      {(lots.data ?? []).map((lot) => <MenuItem key={lot.id} value={lot.id}>{lot.name}</MenuItem>)}
    </TextField>
  );
}
