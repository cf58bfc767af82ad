'use client';
// /DailyBillCheck: for each of the last days and each channel, whether its statement has been
// imported and what came of it; and the import of a statement file for a chosen channel and day
// (behind the import button). A refused file shows the backend's message with the wrong line.
import {
  Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { useOperationMutation, useOperationQuery } from '@/lib/client/use-operation';
import { BILL_CHECK_DAYS, STATEMENT_UPLOAD_BASE64_MAX } from '@/lib/pages/reconcile';
import { STATEMENT_CHANNELS, type StatementChannel } from '@/lib/reconcile/formats';

interface Batch { channel: StatementChannel; day: string; fileName: string; rows: number; matched: number; differences: number; openDifferences: number; pooled: number; cleared: number; importedBy: string }
interface Days { today: string; batches: Batch[] }
interface Imported { batchId: number; repeated: boolean; rows: number; matched: number; differences: number; pooled: number; cleared: number }

const DAYS_OPERATION = 'dailyBillCheck.days';
const DAY_MS = 86_400_000;
const daysBefore = (today: string) => Array.from({ length: BILL_CHECK_DAYS }, (_, i) => new Date(Date.parse(`${today}T00:00:00Z`) - (i + 1) * DAY_MS).toISOString().slice(0, 10));

/** The file's bytes as base64, read in the browser. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function ImportForm({ defaultDay }: { defaultDay: string }) {
  const t = useTranslations('dailyBillCheck');
  const errorText = useErrorText();
  const [channel, setChannel] = useState<StatementChannel>('wechat');
  const [day, setDay] = useState(defaultDay);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const importing = useOperationMutation<Imported, { channel: string; day: string; fileName: string; content: string }>('dailyBillCheck.importStatement', [DAYS_OPERATION]);
  const submit = async () => {
    if (!file) return;
    const content = await base64Of(file);
    setTooLarge(content.length > STATEMENT_UPLOAD_BASE64_MAX);
    if (content.length > STATEMENT_UPLOAD_BASE64_MAX) return;
    importing.mutate({ channel, day, fileName: file.name, content });
  };
  const result = importing.data;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">{t('importTitle')}</Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ my: 1, alignItems: "center" }}>
        <TextField select size="small" label={t('channel')} value={channel} onChange={(e) => setChannel(e.target.value as StatementChannel)} sx={{ minWidth: 160 }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'bill-channel' } }}>
          {STATEMENT_CHANNELS.map((c) => <option key={c} value={c}>{t(`channels.${c}`)}</option>)}
        </TextField>
        <TextField size="small" type="date" label={t('day')} value={day} onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'bill-day' } }} />
        <Button variant="outlined" component="label">
          {file ? file.name : t('chooseFile')}
          <input hidden type="file" accept=".csv,.txt,.zip" data-testid="bill-file" onChange={(e) => { setFile(e.target.files?.[0] ?? null); importing.reset(); }} />
        </Button>
        <Button variant="contained" disabled={!file || !day || importing.isPending} onClick={submit} data-testid="bill-import">{t('import')}</Button>
      </Stack>
      {tooLarge && <Alert severity="error">{t('fileTooLarge', { max: Math.floor((STATEMENT_UPLOAD_BASE64_MAX * 3) / 4 / 1024) })}</Alert>}
      {importing.error && <Alert severity="error" data-testid="bill-error">{errorText(importing.error instanceof ApiFailure ? importing.error.error : null)}</Alert>}
      {result && (
        <Alert severity={result.differences ? 'warning' : 'success'} data-testid="bill-result">
          {result.repeated ? t('repeated') : t('imported', { rows: result.rows, matched: result.matched, differences: result.differences, pooled: result.pooled, cleared: result.cleared })}
        </Alert>
      )}
    </Box>
  );
}

export function DailyBillCheck() {
  const t = useTranslations('dailyBillCheck');
  const errorText = useErrorText();
  const days = useOperationQuery<Days>(DAYS_OPERATION);
  const data = days.data;
  const batchOf = (day: string, channel: StatementChannel) => data?.batches.find((b) => b.day === day && b.channel === channel);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      {days.error && <Alert severity="error">{errorText(days.error instanceof ApiFailure ? days.error.error : null)}</Alert>}
      {data && (
        <>
          <IfButton btn="import"><ImportForm defaultDay={daysBefore(data.today)[0]} /></IfButton>
          <Table size="small" data-testid="bill-days">
            <TableHead>
              <TableRow>
                <TableCell>{t('day')}</TableCell><TableCell>{t('channel')}</TableCell><TableCell>{t('file')}</TableCell>
                <TableCell align="right">{t('rows')}</TableCell><TableCell align="right">{t('matched')}</TableCell>
                <TableCell align="right">{t('differences')}</TableCell><TableCell align="right">{t('openDifferences')}</TableCell>
                <TableCell align="right">{t('pooled')}</TableCell><TableCell>{t('importedBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {daysBefore(data.today).flatMap((day) => STATEMENT_CHANNELS.map((channel) => {
                const b = batchOf(day, channel);
                return (
                  <TableRow key={`${day}-${channel}`} data-testid={`bill-${channel}-${day}`}>
                    <TableCell>{day}</TableCell><TableCell>{t(`channels.${channel}`)}</TableCell>
                    <TableCell>{b ? b.fileName : t('notImported')}</TableCell>
                    <TableCell align="right">{b?.rows ?? ''}</TableCell><TableCell align="right">{b?.matched ?? ''}</TableCell>
                    <TableCell align="right">{b?.differences ?? ''}</TableCell><TableCell align="right">{b?.openDifferences ?? ''}</TableCell>
                    <TableCell align="right">{b?.pooled ?? ''}</TableCell><TableCell>{b?.importedBy ?? ''}</TableCell>
                  </TableRow>
                );
              }))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
