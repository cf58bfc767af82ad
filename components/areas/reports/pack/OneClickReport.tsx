'use client';
// /OneClickReport: the management pack of a day or a period over the caller's lots, shown and
// downloaded as PDF or xlsx in the caller's language (lib/areas/reports/pages-pack.ts), and the
// recipient lists mailed it every day (PackRecipients).
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation, usePageQuery } from '@/lib/client/page-operation';
import { dayBefore, PACK_FORMATS } from '@/lib/areas/reports/pack/formats';
import { saveFile } from './download';
import { PackFigures } from './PackFigures';
import { PackRecipients } from './PackRecipients';

export function OneClickReport() {
  const t = useTranslations('oneClickReport');
  const errorText = useErrorText();
  const [yesterday] = useState(() => dayBefore(Date.now()));
  const [form, setForm] = useState({ from: yesterday, to: yesterday, lotId: 0 });
  const [asked, setAsked] = useState(form);
  const lots = usePageQuery('oneClickReport', 'lots');
  const pack = usePageQuery('oneClickReport', 'pack', asked);
  const download = usePageOperation('oneClickReport', 'download', { onSuccess: saveFile });
  const failure = (error: unknown) => errorText(error instanceof ApiFailure ? error.error : null);
  const field = (name: 'from' | 'to') => (
    <TextField size="small" type="date" label={t(`period.${name}`)} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `pack-${name}` } }} />
  );
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {field('from')}
        {field('to')}
        <TextField select size="small" label={t('period.lot')} value={form.lotId} onChange={(e) => setForm({ ...form, lotId: Number(e.target.value) })}
          sx={{ minWidth: 200 }} slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'pack-lot' } }}>
          <option value={0}>{t('period.allLots')}</option>
          {(lots.data ?? []).map((lot) => <option key={lot.id} value={lot.id}>{lot.name}</option>)}
        </TextField>
        <Button variant="outlined" data-testid="pack-show" onClick={() => (JSON.stringify(form) === JSON.stringify(asked) ? void pack.refetch() : setAsked(form))}>
          {t('period.show')}
        </Button>
        <IfButton btn="export">
          {PACK_FORMATS.map((format) => (
            <Button key={format} variant="contained" disabled={download.isPending} data-testid={`pack-download-${format}`}
              onClick={() => download.press({ ...form, format })}>{t(`download.${format}`)}</Button>
          ))}
        </IfButton>
      </Stack>
      {pack.error && <Alert severity="error" data-testid="pack-error">{failure(pack.error)}</Alert>}
      {download.error && <Alert severity="error" data-testid="pack-download-error">{failure(download.error)}</Alert>}
      {pack.data && <PackFigures pack={pack.data} />}
      <PackRecipients lots={lots.data ?? []} />
    </Box>
  );
}
