'use client';
// /ParkingLockControl: the locks of the caller's lots with their live state (polled every two
// seconds, no reload), filtered by lot, serial or berth and condition; the selected lock's
// command buttons and operation log beside the list.
import { Alert, Box, Grid, Snackbar, Stack, TablePagination, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { ScrollRegion } from '@/components/app/ScrollRegion';
import { useErrorText } from '@/components/app/useErrorText';
import { asApiError } from '@/components/list-screen/screen-api';
import { usePageQuery } from '@/lib/client/page-operation';
import { LockCommandPanel } from './LockCommandPanel';
import { LockLog } from './LockLog';
import { LockTable } from './LockTable';
import { LotSelect } from './LotSelect';
import type { CommandNotice } from './useCommandOptions';

const LIVE_MS = 2_000;
const PAGE_SIZE = 50;
const STATES = ['all', 'online', 'offline', 'alarm'] as const;
type StateFilter = (typeof STATES)[number];

export function LockControl() {
  const t = useTranslations('lockControl');
  const errorText = useErrorText();
  const [lotId, setLotId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<CommandNotice | null>(null);
  const payload = {
    ...(lotId === '' ? {} : { lotId }), ...(search.trim() ? { search: search.trim() } : {}), state,
    startIndex: page * PAGE_SIZE + 1, endIndex: (page + 1) * PAGE_SIZE,
  };
  const locks = usePageQuery('lockControl', 'list', payload, { refetchInterval: LIVE_MS });
  const counts = locks.data?.counts;
  const countOf = (s: StateFilter) => (s === 'all' ? counts?.total : counts?.[s]) ?? 0;
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root);
  return (
    <Box ref={root} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">{t('title')}</Typography>
      <Typography variant="caption" color="text.secondary">{t('live')}</Typography>
      <Stack direction="row" sx={{ my: 2, flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <LotSelect page="lockControl" value={lotId} onChange={(v) => { setLotId(v); setPage(0); }} label={t('lot')} allLabel={t('allLots')} />
        <TextField size="small" label={t('search')} value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }}
          slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'lock-search' } }} />
        <ToggleButtonGroup size="small" exclusive value={state} onChange={(_, v: StateFilter | null) => { if (v) { setState(v); setPage(0); } }} aria-label={t('state')}>
          {STATES.map((s) => <ToggleButton key={s} value={s} data-testid={`lock-state-${s}`}>{t(`states.${s}`, { count: countOf(s) })}</ToggleButton>)}
        </ToggleButtonGroup>
      </Stack>
      {locks.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(asApiError(locks.error))}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ScrollRegion label={t('locks')}>
            <LockTable rows={locks.data?.rows ?? []} selected={selected} onSelect={setSelected} />
            <TablePagination component="div" count={locks.data?.total ?? 0} page={page} rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_, p) => setPage(p)} />
          </ScrollRegion>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ScrollRegion label={t('panel')} sx={{ p: 2 }}>
            {selected ? <><LockCommandPanel serial={selected} onNotice={setNotice} /><LockLog serial={selected} /></>
              : <Typography color="text.secondary">{t('pick')}</Typography>}
          </ScrollRegion>
        </Grid>
      </Grid>
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)} data-testid="command-notice">{notice?.text}</Alert>
      </Snackbar>
    </Box>
  );
}
