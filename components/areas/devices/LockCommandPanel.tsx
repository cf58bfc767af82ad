'use client';
// The command buttons of the selected lock, grouped as the spec groups them (operations,
// parameter operations, trade operations); each shows only with its own button granted.
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTextLimit } from '@/components/app/useTextLimit';
import { IfButton } from '@/components/permission';
import { LOCK_COMMANDS, LOCK_COMMAND_NAMES, type LockCommand, type LockCommandGroup } from '@/lib/areas/devices/lock-machine';
import { PLATE_MAX_LENGTH } from '@/lib/validation/formats';
import { TEXT_MAX_LENGTH } from '@/lib/spec-constants';
import { usePageOperation } from '@/lib/client/page-operation';
import { useCommandOptions, type CommandNotice } from './useCommandOptions';

const GROUPS: readonly LockCommandGroup[] = ['operation', 'parameter', 'trade'];
/** Seconds the LED counts down before a delayed raise. */
const LED_DELAY_SECONDS = 10;

export function LockCommandPanel({ serial, onNotice }: { serial: string; onNotice(notice: CommandNotice): void }) {
  const t = useTranslations('lockControl');
  const d = useTranslations('devices');
  const [value, setValue] = useState('');
  const [plate, setPlate] = useState('');
  const send = usePageOperation('lockControl', LOCK_COMMAND_NAMES,
    useCommandOptions(['list', 'log'] as const, onNotice));
  const limitOf = useTextLimit();
  const limits = { writeValue: limitOf(value, TEXT_MAX_LENGTH), manualEntry: limitOf(plate, PLATE_MAX_LENGTH) };
  const paramsOf = (command: string): Record<string, string | number> | undefined => {
    if (command === 'raiseDelayed') return { delaySeconds: LED_DELAY_SECONDS };
    if (command === 'writeValue') return { value: value.trim() };
    // A manual entry may name the vehicle: its stay is recorded with the plate.
    if (command === 'manualEntry' && plate.trim()) return { plate: plate.trim() };
    return undefined;
  };
  /** A command whose input is over its limit is refused here, with the input's message. */
  const press = (command: LockCommand) => {
    const limit = limits[command as keyof typeof limits];
    if (limit?.over) { onNotice({ severity: 'error', text: limit.helperText }); return; }
    const params = paramsOf(command);
    send.press({ serial, ...(params ? { params } : {}) }, command);
  };
  return (
    <Stack spacing={1.5} data-testid="lock-commands">
      <Typography variant="subtitle1" component="h2">{t('selected', { serial })}</Typography>
      {GROUPS.map((group) => (
        <Stack key={group} spacing={0.5}>
          <Typography variant="caption" color="text.secondary">{d(`groups.${group}`)}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {LOCK_COMMAND_NAMES.filter((c) => LOCK_COMMANDS[c] === group).map((command) => (
              <IfButton key={command} btn={command}>
                <Button size="small" variant="outlined" disabled={send.isPending} data-testid={`command-${command}`} onClick={() => press(command)}>
                  {d(`commands.${command}`)}
                </Button>
              </IfButton>
            ))}
          </Stack>
          {group === 'parameter' && (
            <IfButton btn="writeValue">
              <TextField size="small" label={t('value')} value={value} onChange={(e) => setValue(e.target.value)}
                error={limits.writeValue.over} helperText={limits.writeValue.helperText} sx={{ maxWidth: 240 }} />
            </IfButton>
          )}
          {group === 'trade' && (
            <IfButton btn="manualEntry">
              <TextField size="small" label={t('entryPlate')} value={plate} onChange={(e) => setPlate(e.target.value)}
                error={limits.manualEntry.over} helperText={limits.manualEntry.helperText}
                slotProps={{ htmlInput: { 'data-testid': 'manual-entry-plate' } }} sx={{ maxWidth: 240 }} />
            </IfButton>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
