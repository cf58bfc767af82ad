'use client';
// /DailyBillCheck: for each of the last days and each channel, whether its statement has been
// imported and what came of it; the import of a statement file for a chosen channel and day
// (StatementFileForm, behind the import button), or its download from the channel
// (StatementDownloadForm, behind the download button).
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { usePageUpload } from '@/lib/client/use-upload';
import { BILL_CHECK_DAYS } from '@/lib/areas/reconcile/statements/pages';
import { STATEMENT_CHANNELS, type StatementChannel } from '@/lib/areas/reconcile/statements/formats';
import { StatementDownloadForm } from './StatementDownloadForm';
import { StatementFileForm } from './StatementFileForm';

const DAY_MS = 86_400_000;
const daysBefore = (today: string) => Array.from({ length: BILL_CHECK_DAYS }, (_, i) => new Date(Date.parse(`${today}T00:00:00Z`) - (i + 1) * DAY_MS).toISOString().slice(0, 10));

export function DailyBillCheck() {
  const t = useTranslations('dailyBillCheck');
  const dates = useDates();
  const errorText = useErrorText();
  const days = usePageQuery('dailyBillCheck', 'days');
  const importing = usePageUpload('dailyBillCheck', 'importStatement', { invalidates: ['days'] });
  const data = days.data;
  const batchOf = (day: string, channel: StatementChannel) => data?.batches.find((b) => b.day === day && b.channel === channel);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      {days.error && <Alert severity="error">{errorText(days.error instanceof ApiFailure ? days.error.error : null)}</Alert>}
      {data && (
        <>
          <IfButton btn="import">
            <StatementFileForm messages="dailyBillCheck" importing={importing} defaultDay={daysBefore(data.today)[0]} testIds="bill" />
          </IfButton>
          <IfButton btn="download">
            <StatementDownloadForm defaultDay={daysBefore(data.today)[0]} />
          </IfButton>
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
                    <TableCell>{dates.day(day)}</TableCell><TableCell>{t(`channels.${channel}`)}</TableCell>
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
