'use client';
// A channel's statement of a chosen day downloaded by the backend from the channel's API (with the
// merchant account whose statement it is) and imported as an uploaded file would be: the same
// service, bounds, "imported before" and refusals (ImportOutcome).
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { usePageOperation } from '@/lib/client/page-operation';
import { STATEMENT_CHANNELS, type StatementChannel } from '@/lib/areas/reconcile/statements/formats';
import { ImportOutcome } from './ImportOutcome';

export function StatementDownloadForm({ defaultDay }: { defaultDay: string }) {
  const t = useTranslations('dailyBillCheck');
  const [channel, setChannel] = useState<StatementChannel>('wechat');
  const [day, setDay] = useState(defaultDay);
  const downloading = usePageOperation('dailyBillCheck', 'downloadStatement', { invalidates: ['days'] });
  const form = useRef<HTMLDivElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  return (
    <Box ref={form} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">{t('downloadTitle')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 1, alignItems: 'center' }}>
        <TextField select size="small" label={t('channel')} value={channel} onChange={(e) => { setChannel(e.target.value as StatementChannel); downloading.reset(); }}
          sx={{ minWidth: 160 }} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'download-channel' } }}>
          {STATEMENT_CHANNELS.map((c) => <option key={c} value={c}>{t(`channels.${c}`)}</option>)}
        </TextField>
        <TextField size="small" type="date" label={t('day')} value={day} onChange={(e) => { setDay(e.target.value); downloading.reset(); }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'download-day' } }} />
        <Button variant="contained" disabled={!hydrated || !day || downloading.isPending} data-testid="download-submit"
          onClick={() => downloading.press({ channel, day })}>
          {downloading.isPending ? t('downloadSubmitting') : t('downloadSubmit')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('downloadHint')}</Typography>
      <ImportOutcome messages="dailyBillCheck" error={downloading.error} result={downloading.data} testIds="download" />
    </Box>
  );
}
