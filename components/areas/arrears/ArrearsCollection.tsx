'use client';
// /ArrearsCollection: a booth cashier takes what a plate owes at every lot (lib/areas/arrears/pages.ts).
// The plate is looked up at every lot (each arrear's lot, exit and what it owes: no more), then
// all of it is paid at one of the cashier's lots with one press. The press sends what the look-up
// showed (a change since is refused, not charged) and one key (usePageOperation), kept until it
// succeeds or the form changes: a lost answer asked again is carried out once.
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useTextLimit } from '@/components/app/useTextLimit';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation, usePageQuery } from '@/lib/client/page-operation';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { PLATE_MAX_LENGTH } from '@/lib/validation/formats';
import { fenToYuan } from '@/lib/money/fen';
import { CHANNEL_TXN_MAX_LENGTH } from '@/lib/parking/channels';
import { COLLECT_CHANNELS, type CollectChannel } from '@/lib/areas/charging';

export function ArrearsCollection() {
  const t = useTranslations('arrearsCollection');
  const dates = useDates();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [plate, setPlate] = useState('');
  const [lotId, setLotId] = useState<number | ''>('');
  const [channel, setChannel] = useState<CollectChannel>('cash');
  const [txn, setTxn] = useState('');
  const form = useRef<HTMLDivElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  const lots = usePageQuery('arrearsCollection', 'lots');
  const lookup = usePageQuery('arrearsCollection', 'lookup', { plate }, { enabled: plate !== '' });
  const collect = usePageOperation('arrearsCollection', 'collect', { idempotent: true, invalidates: ['lookup'] });
  /** Any change of what the press would send (a new press: the hook gives it a new key) clears the last outcome. */
  const changed = <T,>(set: (v: T) => void) => (v: T) => { set(v); collect.reset(); };
  const owed = lookup.data;
  const lot = lotId === '' ? lots.data?.[0]?.id : lotId;
  const needsTxn = channel !== 'cash';
  const limitOf = useTextLimit();
  const plateLimit = limitOf(typed, PLATE_MAX_LENGTH);
  const txnLimit = limitOf(txn, CHANNEL_TXN_MAX_LENGTH);
  const ready = hydrated && owed && owed.owed > 0 && lot !== undefined && (!needsTxn || (txn.trim() !== '' && !txnLimit.over)) && !collect.isPending;
  const failure = (error: unknown) => errorText(error instanceof ApiFailure ? error.error : null);
  return (
    <Box ref={form} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('hint')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField size="small" label={t('plate')} value={typed} onChange={(e) => setTyped(e.target.value)}
          error={plateLimit.over} helperText={plateLimit.helperText} slotProps={{ htmlInput: { 'data-testid': 'collect-plate' } }} />
        <Button variant="outlined" disabled={!hydrated || !typed.trim() || plateLimit.over} data-testid="collect-lookup"
          onClick={() => (typed.trim() === plate ? void lookup.refetch() : changed(setPlate)(typed.trim()))}>{t('lookup')}</Button>
      </Stack>
      {lookup.error && <Alert severity="error" data-testid="collect-lookup-error">{failure(lookup.error)}</Alert>}
      {owed && (owed.arrears.length === 0 ? <Alert severity="info" data-testid="collect-none">{t('none', { plate: owed.plate })}</Alert> : (
        <>
          <Table size="small" data-testid="collect-arrears">
            <TableHead>
              <TableRow><TableCell>{t('lot')}</TableCell><TableCell>{t('exitAt')}</TableCell><TableCell align="right">{t('owed')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {owed.arrears.map((a, i) => (
                <TableRow key={i}>
                  <TableCell>{a.lotName}</TableCell>
                  <TableCell>{dates.dateTime(a.exitAt)}</TableCell>
                  <TableCell align="right">{fenToYuan(a.owed)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ my: 1 }} data-testid="collect-owed">{t('owedTotal', { plate: owed.plate, count: owed.arrears.length, amount: fenToYuan(owed.owed) })}</Typography>
          <IfButton btn="collect">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 1, alignItems: 'center' }}>
              <TextField select size="small" label={t('takenAt')} value={lot ?? ''} onChange={(e) => changed(setLotId)(Number(e.target.value))} sx={{ minWidth: 200 }}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'collect-lot' } }}>
                {(lots.data ?? []).map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
              </TextField>
              <TextField select size="small" label={t('channel')} value={channel} onChange={(e) => changed(setChannel)(e.target.value as CollectChannel)} sx={{ minWidth: 140 }}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'collect-channel' } }}>
                {COLLECT_CHANNELS.map((c) => <option key={c} value={c}>{t(`channels.${c}`)}</option>)}
              </TextField>
              {needsTxn && (
                <TextField size="small" label={t('channelTxnNo')} value={txn} onChange={(e) => changed(setTxn)(e.target.value)}
                  error={txnLimit.over} helperText={txnLimit.helperText} slotProps={{ htmlInput: { 'data-testid': 'collect-txn' } }} />
              )}
              <Button variant="contained" disabled={!ready} data-testid="collect-submit"
                onClick={() => lot !== undefined && collect.press({
                  plate: owed.plate, lotId: lot, channel, amount: owed.owed, ...(needsTxn ? { channelTxnNo: txn.trim() } : {}),
                })}>
                {collect.isPending ? t('submitting') : t('submit', { amount: fenToYuan(owed.owed) })}
              </Button>
            </Stack>
          </IfButton>
        </>
      ))}
      {collect.error && <Alert severity="error" data-testid="collect-error">{failure(collect.error)}</Alert>}
      {collect.data && (
        <Alert severity="success" data-testid="collect-result">
          {t('done', { amount: fenToYuan(collect.data.amount), count: collect.data.arrears, plate: collect.data.plate, payments: collect.data.paymentNos.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
