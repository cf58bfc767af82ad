'use client';
// The last operations of the selected lock: who, when, what, and how it ended.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useDates } from '@/components/app/useDates';
import { usePageQuery } from '@/lib/client/page-operation';

const LIVE_MS = 2_000;

export function LockLog({ serial }: { serial: string }) {
  const t = useTranslations('lockControl');
  const d = useTranslations('devices');
  const dates = useDates();
  const log = usePageQuery('lockControl', 'log', { serial }, { refetchInterval: LIVE_MS });
  const reason = (r: string | null) => (r && d.has(`reasons.${r}`) ? d(`reasons.${r}`) : r ?? '');
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>{t('log')}</Typography>
      <Table size="small" data-testid="lock-log">
        <TableHead>
          <TableRow>{(['time', 'command', 'operator', 'outcome', 'reason'] as const).map((c) => <TableCell key={c}>{t(`logColumns.${c}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {log.data?.length === 0 && <TableRow><TableCell colSpan={5}>{t('logEmpty')}</TableCell></TableRow>}
          {log.data?.map((row) => (
            <TableRow key={row.commandId}>
              <TableCell>{dates.dateTime(row.createdAt)}</TableCell>
              <TableCell>{d.has(`commands.${row.command}`) ? d(`commands.${row.command}`) : row.command}</TableCell>
              <TableCell>{row.operator}</TableCell>
              <TableCell>{d(`outcomes.${row.outcome}`)}</TableCell>
              <TableCell>{reason(row.reason)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
