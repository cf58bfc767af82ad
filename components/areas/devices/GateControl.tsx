'use client';
// /RemoteLift and /CentralControlRemoteLever: the barrier gates of the caller's lots with their
// live state; lifting, closing or keeping one open needs a reason, and every remote lift is on
// record with its operator (the list beside, and /RodLiftingRecord).
import { Alert, Box, Button, Chip, Grid, Snackbar, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { ScrollRegion } from '@/components/app/ScrollRegion';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useTextLimit } from '@/components/app/useTextLimit';
import { asApiError } from '@/components/list-screen/screen-api';
import { IfButton } from '@/components/permission';
import { GATE_COMMANDS, type GateCommand } from '@/lib/areas/devices/commands';
import { usePageOperation, usePageQuery, type PageAnswer } from '@/lib/client/page-operation';
import { TEXT_MAX_LENGTH } from '@/lib/spec-constants';
import { LotSelect } from './LotSelect';
import { useCommandOptions, type CommandNotice } from './useCommandOptions';

const LIVE_MS = 2_000;

type GatePage = 'remoteLift' | 'centralLever';
type Gate = PageAnswer<GatePage, 'list'>['gates'][number];

function GateControl({ page, titleKey }: { page: GatePage; titleKey: 'titleRemoteLift' | 'titleCentral' }) {
  const t = useTranslations('gateControl');
  const d = useTranslations('devices');
  const dates = useDates();
  const errorText = useErrorText();
  const [lotId, setLotId] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<CommandNotice | null>(null);
  const gates = usePageQuery(page, 'list', lotId === '' ? {} : { lotId }, { refetchInterval: LIVE_MS });
  const send = usePageOperation(page, GATE_COMMANDS, useCommandOptions(['list'], setNotice));
  const reasonLimit = useTextLimit()(reason, TEXT_MAX_LENGTH);
  const press = (gate: Gate, command: GateCommand) => {
    if (!reason.trim()) { setNotice({ severity: 'error', text: t('reasonRequired') }); return; }
    if (reasonLimit.over) { setNotice({ severity: 'error', text: reasonLimit.helperText }); return; }
    send.press({ serial: gate.serial, reason: reason.trim() }, command);
  };
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root);
  return (
    <Box ref={root} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">{t(titleKey)}</Typography>
      <Stack direction="row" sx={{ my: 2, flexWrap: 'wrap', gap: 2 }}>
        <LotSelect page={page} value={lotId} onChange={setLotId} label={t('lot')} allLabel={t('allLots')} />
        <TextField size="small" label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ minWidth: 320 }}
          error={reasonLimit.over} helperText={reasonLimit.helperText} slotProps={{ htmlInput: { 'data-testid': 'gate-reason' } }} />
      </Stack>
      {gates.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(asApiError(gates.error))}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ScrollRegion label={t('gates')} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">{t('gates')}</Typography>
            <Table size="small" data-testid="gate-table">
              <TableHead><TableRow>{(['lot', 'lane', 'direction', 'comm', 'gate'] as const).map((c) => <TableCell key={c}>{t(`columns.${c}`)}</TableCell>)}<TableCell /></TableRow></TableHead>
              <TableBody>
                {gates.data?.gates.length === 0 && <TableRow><TableCell colSpan={6}>{t('noGates')}</TableCell></TableRow>}
                {gates.data?.gates.map((gate) => (
                  <TableRow key={gate.serial} data-testid={`gate-${gate.serial}`}>
                    <TableCell>{gate.lotName}</TableCell>
                    <TableCell>{gate.laneName}</TableCell>
                    <TableCell>{t(`directions.${gate.direction}`)}</TableCell>
                    <TableCell><Chip size="small" label={d(`comm.${gate.comm}`)} color={gate.comm === 1 ? 'success' : 'default'} /></TableCell>
                    <TableCell data-testid="gate-state">{gate.gateState === null ? '' : d(`gate.${gate.gateState}`)}</TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 1 }}>
                        {GATE_COMMANDS.map((command) => (
                          <IfButton key={command} btn={command}>
                            <Button size="small" variant="outlined" disabled={send.isPending} onClick={() => press(gate, command)} data-testid={`gate-${command}`}>
                              {d(`commands.${command}`)}
                            </Button>
                          </IfButton>
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ScrollRegion label={t('recent')} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">{t('recent')}</Typography>
            <Table size="small" data-testid="gate-lifts">
              <TableHead><TableRow>{(['time', 'lane', 'action', 'operator', 'reason', 'outcome'] as const).map((c) => <TableCell key={c}>{t(`columns.${c}`)}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {gates.data?.lifts.length === 0 && <TableRow><TableCell colSpan={6}>{t('noLifts')}</TableCell></TableRow>}
                {gates.data?.lifts.map((lift) => (
                  <TableRow key={lift.id}>
                    <TableCell>{dates.dateTime(lift.at)}</TableCell>
                    <TableCell>{`${lift.lotName ?? ''} ${lift.laneName}`}</TableCell>
                    <TableCell>{d(`commands.${lift.action}`)}</TableCell>
                    <TableCell>{lift.operator}</TableCell>
                    <TableCell>{lift.reason}</TableCell>
                    <TableCell>{d(`outcomes.${lift.outcome}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Grid>
      </Grid>
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)} data-testid="command-notice">{notice?.text}</Alert>
      </Snackbar>
    </Box>
  );
}

export const RemoteLift = () => <GateControl page="remoteLift" titleKey="titleRemoteLift" />;
export const CentralControlRemoteLever = () => <GateControl page="centralLever" titleKey="titleCentral" />;
