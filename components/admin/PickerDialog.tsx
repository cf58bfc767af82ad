'use client';
// 'lotPicker' and 'memberPicker': a permission group's lots or members as a checkbox list with a
// search box, saved with one call ({ lotIds } or { userIds }). The picked set and the search text
// live in the dialog tray (they survive minimising and navigation).
import {
  Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, TextField, Typography,
} from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayState } from '@/components/dialogs';
import { filterOptions, pickedState, PICKERS, setPicked, togglePicked, type PickerName, type PickerRead } from '@/lib/admin/picker';
import type { AdminDialogProps } from './types';
import { apiErrorOf, useRowActionRead, useRowActionWrite } from './useRowActionCall';

interface PickerState { picked: number[] | null; search: string }
const INITIAL: PickerState = { picked: null, search: '' };

export const pickerDialogId = (picker: PickerName, entity: string, groupId: number | undefined) => `${picker}-${entity}-${groupId ?? 0}`;

function PickerDialog({ picker, screen, path, entity, ids, onDone, onClose }: AdminDialogProps & { picker: PickerName }) {
  const t = useTranslations(`screens.${entity}.dialog`);
  const english = useLocale() === 'en-US';
  const errorText = useErrorText();
  const dialogId = pickerDialogId(picker, entity, ids[0]);
  const [state, setState, forget] = useTrayState<PickerState>(dialogId, INITIAL);
  const read = useRowActionRead<PickerRead>(screen, path, picker, ids);
  const save = useRowActionWrite<{ selected: number[] }>(screen, path, picker, ids);

  const data = read.data;
  const picked = state.picked ?? data?.selected ?? [];
  const pickedSet = useMemo(() => new Set(picked), [picked]);
  const shown = useMemo(() => filterOptions(data?.options ?? [], state.search), [data, state.search]);
  const shownIds = shown.map((o) => o.id);
  const all = pickedState(picked, shownIds);

  const close = () => { forget(); (onClose ?? onDone)(); };
  const update = (next: (current: number[]) => number[]) =>
    setState((previous) => ({ ...previous, picked: next(previous.picked ?? data?.selected ?? []) }));

  const group = data?.group;
  const name = group ? ((english && group.nameEn) || group.name) : '';
  const failure = read.error ?? save.error;

  return (
    <MinimizableDialog id={dialogId} title={t(PICKERS[picker].title, { name })} open onClose={close}
      actions={<>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!data || save.isPending} data-testid={`${picker}-save`}
          onClick={() => save.mutate({ [PICKERS[picker].idsKey]: picked }, { onSuccess: () => { forget(); onDone(); } })}>
          {t('save')}
        </Button>
      </>}>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{errorText(apiErrorOf(failure))}</Alert>}
      {picker === 'lotPicker' && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('lotsHint')}</Typography>}
      {read.isPending && <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}><CircularProgress size={20} aria-label={t('loading')} /><span>{t('loading')}</span></Stack>}
      {data && (
        <>
          <TextField size="small" fullWidth label={t('search')} value={state.search} sx={{ mb: 1 }}
            onChange={(e) => setState((previous) => ({ ...previous, search: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `${picker}-search` } }} />
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <FormControlLabel label={t('checkAll')} control={<Checkbox size="small" checked={all === 'all' && shownIds.length > 0}
              indeterminate={all === 'some'} disabled={shownIds.length === 0}
              onChange={(e) => update((current) => setPicked(current, shownIds, e.target.checked))} />} />
            <Button size="small" onClick={() => update(() => [])}>{t('clear')}</Button>
            <Typography variant="body2" color="text.secondary" data-testid={`${picker}-count`}>{t('selected', { count: picked.length })}</Typography>
          </Stack>
          {shown.length === 0
            ? <Typography color="text.secondary">{t('empty')}</Typography>
            : (
              <Box sx={{ maxHeight: '50vh', overflow: 'auto', display: 'flex', flexDirection: 'column' }}>
                {shown.map((option) => (
                  <FormControlLabel key={option.id}
                    label={<span>{option.name}{option.disabled ? ` (${t('disabled')})` : ''}</span>}
                    control={<Checkbox size="small" checked={pickedSet.has(option.id)}
                      onChange={(e) => update((current) => togglePicked(current, option.id, e.target.checked))}
                      slotProps={{ input: { 'data-testid': `${picker}-option-${option.id}` } as object }} />}
                  />
                ))}
              </Box>
            )}
        </>
      )}
    </MinimizableDialog>
  );
}

export function LotPickerDialog(props: AdminDialogProps) {
  return <PickerDialog picker="lotPicker" {...props} />;
}

export function MemberPickerDialog(props: AdminDialogProps) {
  return <PickerDialog picker="memberPicker" {...props} />;
}
