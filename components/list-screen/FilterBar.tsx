'use client';
// The filter bar of a declared list: text contains, select equals, date range, lot picker.
// Filters apply on Search (or Enter in any input); Reset clears and applies.
import { Box, Button, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import {
  dateRangeReversed, emptyFilters, filterFields, filtersPayload, type DateRange, type FilterValues,
} from '@/lib/list/filters';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import type { FieldDecl, ScreenDecl } from '@/lib/screens/types';
import type { ScreenLabels } from './useScreenLabels';

export interface FilterBarProps {
  screen: ScreenDecl;
  labels: ScreenLabels;
  onApply(filters: Record<string, unknown>): void;
}

const INPUT_SX = { minWidth: 180 };

export function FilterBar({ screen, labels, onApply }: FilterBarProps) {
  const list = useTranslations('list');
  const [draft, setDraft] = useState<FilterValues>(() => emptyFilters(screen));
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  const fields = filterFields(screen);
  if (fields.length === 0) return null;

  const set = (name: string, value: FilterValues[string]) => setDraft((d) => ({ ...d, [name]: value }));
  const reversed = fields.some((f) => f.filter === 'dateRange' && dateRangeReversed(draft[f.name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onApply(filtersPayload(screen, draft));
  };
  const reset = () => {
    setDraft(emptyFilters(screen));
    onApply({});
  };

  const input = (field: FieldDecl) => {
    const label = labels.field(field.name);
    const testId = `filter-${field.name}`;
    if (field.filter === 'dateRange') {
      const range = (draft[field.name] ?? { from: '', to: '' }) as DateRange;
      const bad = dateRangeReversed(range);
      return (
        <Box key={field.name} sx={{ display: 'flex', gap: 1 }} data-testid={testId}>
          {(['from', 'to'] as const).map((end) => (
            <TextField key={end} size="small" type="date" label={list(end === 'from' ? 'rangeFrom' : 'rangeTo', { label })} value={range[end]} sx={INPUT_SX}
              onChange={(e) => set(field.name, { ...range, [end]: e.target.value })}
              error={bad && end === 'to'} helperText={bad && end === 'to' ? list('rangeReversed') : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testId}-${end}` } }} />
          ))}
        </Box>
      );
    }
    const value = typeof draft[field.name] === 'string' ? draft[field.name] as string : '';
    if (field.filter === 'text') {
      return (
        <TextField key={field.name} size="small" label={label} value={value} sx={INPUT_SX}
          onChange={(e) => set(field.name, e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 100 } }} />
      );
    }
    return (
      <TextField key={field.name} size="small" select label={label} value={value} sx={INPUT_SX}
        onChange={(e) => set(field.name, e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}>
        <option value="">{list('all')}</option>
        {labels.optionsOf(field).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </TextField>
    );
  };

  return (
    <Box component="form" ref={form} onSubmit={submit} noValidate sx={{ mb: 2 }} data-testid="filter-bar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {fields.map(input)}
        <Button type="submit" variant="contained" disabled={reversed || !hydrated} data-testid="filter-search">{list('search')}</Button>
        <Button type="button" variant="outlined" onClick={reset} data-testid="filter-reset">{list('reset')}</Button>
      </Box>
    </Box>
  );
}
