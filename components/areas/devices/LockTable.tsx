'use client';
// The locks of /ParkingLockControl with their live state; a click (or Enter or Space on a row) selects
// one. Cells do not wrap: Chinese labels would break a character per line; the panel scrolls instead.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { useDates } from '@/components/app/useDates';
import type { PageAnswer } from '@/lib/client/page-operation';

type LockRow = PageAnswer<'lockControl', 'list'>['rows'][number];

const COLUMNS = ['serial', 'lot', 'berth', 'street', 'mode', 'comm', 'run', 'flap', 'battery', 'alarms', 'lastSeen'] as const;

export function LockTable({ rows, selected, onSelect }: { rows: LockRow[]; selected: string | null; onSelect(serial: string): void }) {
  const t = useTranslations('lockControl');
  const d = useTranslations('devices');
  const dates = useDates();
  const selectByKey = (event: KeyboardEvent, serial: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(serial);
  };
  return (
    <Table size="small" data-testid="lock-table" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>{COLUMNS.map((c) => <TableCell key={c}>{t(`columns.${c}`)}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <TableRow><TableCell colSpan={COLUMNS.length}>{t('noLocks')}</TableCell></TableRow>}
        {rows.map((row) => (
          <TableRow key={row.serial} hover selected={row.serial === selected} onClick={() => onSelect(row.serial)}
            tabIndex={0} aria-selected={row.serial === selected} onKeyDown={(e) => selectByKey(e, row.serial)}
            sx={{ cursor: 'pointer' }} data-testid={`lock-${row.serial}`}>
            <TableCell>{row.serial}</TableCell>
            <TableCell>{row.lotName}</TableCell>
            <TableCell>{row.berthNumber ?? ''}</TableCell>
            <TableCell>{row.streetName ?? ''}</TableCell>
            <TableCell data-testid="lock-mode">{d(`mode.${row.mode}`)}</TableCell>
            <TableCell data-testid="lock-comm">
              <Chip size="small" label={d(`comm.${row.comm}`)} color={row.comm === 1 ? 'success' : 'default'} />
            </TableCell>
            <TableCell data-testid="lock-run">{d(`run.${row.run}`)}</TableCell>
            <TableCell data-testid="lock-flap">{row.raised ? t('raised') : t('lowered')}{row.vehicle ? ` · ${t('vehicle')}` : ''}</TableCell>
            <TableCell>{row.battery === null ? '' : `${row.battery}%`}</TableCell>
            <TableCell data-testid="lock-alarms">
              {row.alarms.map((a) => <Chip key={a} size="small" color="error" variant="outlined" label={d(`alarms.${a}`)} sx={{ mr: 0.5 }} />)}
            </TableCell>
            <TableCell>{row.lastSeenAt ? dates.dateTime(row.lastSeenAt) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
