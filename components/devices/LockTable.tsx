'use client';
// The locks of /ParkingLockControl with their live state; a click selects one.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';

export interface LockRow {
  id: number; serial: string; lotName: string; berthNumber: string | null; streetName: string | null; nodeSerial: string | null;
  mode: number; comm: number; run: number; raised: boolean; vehicle: boolean; battery: number | null; alarms: string[];
  lastSeenAt: string | null;
}

const COLUMNS = ['serial', 'lot', 'berth', 'street', 'mode', 'comm', 'run', 'flap', 'battery', 'alarms', 'lastSeen'] as const;

export function LockTable({ rows, selected, onSelect }: { rows: LockRow[]; selected: string | null; onSelect(serial: string): void }) {
  const t = useTranslations('lockControl');
  const d = useTranslations('devices');
  const format = useFormatter();
  return (
    <Table size="small" data-testid="lock-table">
      <TableHead>
        <TableRow>{COLUMNS.map((c) => <TableCell key={c}>{t(`columns.${c}`)}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <TableRow><TableCell colSpan={COLUMNS.length}>{t('noLocks')}</TableCell></TableRow>}
        {rows.map((row) => (
          <TableRow key={row.serial} hover selected={row.serial === selected} onClick={() => onSelect(row.serial)}
            sx={{ cursor: 'pointer' }} data-testid={`lock-${row.serial}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.serial}</TableCell>
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
            <TableCell>{row.lastSeenAt ? format.dateTime(new Date(row.lastSeenAt), { dateStyle: 'short', timeStyle: 'medium' }) : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
