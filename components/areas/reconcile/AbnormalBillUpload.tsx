'use client';
// The abnormal bill upload page (/AbnormalBillUpload): a channel's statement file for a chosen
// day (StatementFileForm, imported by the same service as the daily bill check), and the latest
// statements imported.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { usePageUpload } from '@/lib/client/use-upload';
import { StatementFileForm } from './StatementFileForm';

const yesterday = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

export function AbnormalBillUpload() {
  const t = useTranslations('abnormalBillUpload');
  const dates = useDates();
  const errorText = useErrorText();
  const recent = usePageQuery('abnormalBillUpload', 'recent');
  const importing = usePageUpload('abnormalBillUpload', 'uploadStatement', { invalidates: ['recent'] });
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <IfButton btn="upload">
        <StatementFileForm messages="abnormalBillUpload" importing={importing} defaultDay={yesterday()} testIds="upload" />
      </IfButton>
      {recent.error && <Alert severity="error">{errorText(recent.error instanceof ApiFailure ? recent.error.error : null)}</Alert>}
      <Typography variant="h6" component="h2">{t('recentTitle')}</Typography>
      <Table size="small" data-testid="upload-recent">
        <TableHead>
          <TableRow>
            <TableCell>{t('day')}</TableCell><TableCell>{t('channel')}</TableCell><TableCell>{t('file')}</TableCell>
            <TableCell align="right">{t('rows')}</TableCell><TableCell align="right">{t('matched')}</TableCell>
            <TableCell align="right">{t('differences')}</TableCell><TableCell align="right">{t('pooled')}</TableCell>
            <TableCell>{t('importedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(recent.data?.uploads ?? []).map((u) => (
            <TableRow key={u.id} data-testid={`upload-${u.channel}-${u.day}`}>
              <TableCell>{dates.day(u.day)}</TableCell><TableCell>{t(`channels.${u.channel}`)}</TableCell><TableCell>{u.fileName}</TableCell>
              <TableCell align="right">{u.rows}</TableCell><TableCell align="right">{u.matched}</TableCell>
              <TableCell align="right">{u.differences}</TableCell><TableCell align="right">{u.pooled}</TableCell>
              <TableCell>{u.importedBy}</TableCell>
            </TableRow>
          ))}
          {recent.data && !recent.data.uploads.length && <TableRow><TableCell colSpan={8}>{t('none')}</TableCell></TableRow>}
        </TableBody>
      </Table>
    </Box>
  );
}
