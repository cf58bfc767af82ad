'use client';
// A channel's statement file for a chosen day, streamed through the console as it is read
// (lib/bff/upload-route.ts: never loaded whole by the browser or the console) and imported by the
// reconciliation service; /DailyBillCheck and /AbnormalBillUpload both draw it, each with its own
// messages. A refused file shows the backend's message with the wrong line.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import type { PageUpload } from '@/lib/client/use-upload';
import { MAX_STATEMENT_BYTES, STATEMENT_CHANNELS, type StatementChannel } from '@/lib/areas/reconcile/statements/formats';
import { ImportOutcome, type Imported } from './ImportOutcome';

const MAX_MB = MAX_STATEMENT_BYTES / 1024 / 1024;

export function StatementFileForm({ messages, importing, defaultDay, testIds }: {
  /** The page's namespace: formTitle, submit, submitting, hint, channel, day, channels.*, ... */
  messages: 'dailyBillCheck' | 'abnormalBillUpload';
  /** The page's upload of a statement (usePageUpload). */
  importing: PageUpload<{ channel: StatementChannel; day: string; fileName: string }, Imported>;
  defaultDay: string;
  /** Prefix of the test ids: `${testIds}-channel`, -day, -file, -submit, -error, -result. */
  testIds: string;
}) {
  const t = useTranslations(messages);
  const [channel, setChannel] = useState<StatementChannel>('wechat');
  const [day, setDay] = useState(defaultDay);
  const [file, setFile] = useState<File | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  const tooLarge = (file?.size ?? 0) > MAX_STATEMENT_BYTES;
  return (
    <Box ref={form} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">{t('formTitle')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 1, alignItems: 'center' }}>
        <TextField select size="small" label={t('channel')} value={channel} onChange={(e) => setChannel(e.target.value as StatementChannel)} sx={{ minWidth: 160 }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': `${testIds}-channel` } }}>
          {STATEMENT_CHANNELS.map((c) => <option key={c} value={c}>{t(`channels.${c}`)}</option>)}
        </TextField>
        <TextField size="small" type="date" label={t('day')} value={day} onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testIds}-day` } }} />
        <Button variant="outlined" component="label">
          {file ? file.name : t('chooseFile')}
          <input hidden type="file" accept=".csv,.txt,.zip" data-testid={`${testIds}-file`} onChange={(e) => { setFile(e.target.files?.[0] ?? null); importing.reset(); }} />
        </Button>
        <Button variant="contained" disabled={!hydrated || !file || !day || tooLarge || importing.isPending} data-testid={`${testIds}-submit`}
          onClick={() => file && importing.upload({ channel, day, fileName: file.name }, file)}>
          {importing.isPending ? t('submitting') : t('submit')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('hint', { max: MAX_MB })}</Typography>
      {tooLarge && <Alert severity="error">{t('fileTooLarge', { max: MAX_MB })}</Alert>}
      <ImportOutcome messages={messages} error={importing.error} result={importing.data} testIds={testIds} />
    </Box>
  );
}
