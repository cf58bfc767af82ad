'use client';
// One form input by field type (text, textarea, numbers, select, switch, date, date-time,
// password, coordinate ...). Test ids sit on the input element itself: `<prefix>-field-<name>`,
// its message on `<errorPrefix>-<name>`. A text input shows its limit ("37/100", `<input id>-limit`)
// and, past it, the message it will be refused with; nothing typed is ever cut.
import { FormControl, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import type { HTMLInputTypeAttribute } from 'react';
import { useTextLimit } from '@/components/app/useTextLimit';
import type { FormValue } from '@/lib/list/form-values';
import type { Option } from '@/lib/list/options';
import { textLimit } from '@/lib/screens/field-limits';
import type { FieldDecl } from '@/lib/screens/types';

export interface FieldInputProps {
  field: FieldDecl;
  label: string;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
  /** Translated message, or undefined. */
  error?: string;
  options: Option[];
  /** How to name the current value when the options do not offer it (FieldDecl.shownBy). */
  currentLabel?: string;
  /** Test ids: `${inputTestId}` on the input, `${errorTestId}` on the message. */
  inputTestId: string;
  errorTestId: string;
  autoFocus?: boolean;
}

const INPUT_TYPE: Partial<Record<FieldDecl['type'], HTMLInputTypeAttribute>> = {
  integer: 'number', decimal: 'number', maxSpaces: 'number',
  date: 'date', datetime: 'datetime-local', password: 'password', email: 'email', phone: 'tel',
};
const INPUT_MODE: Partial<Record<FieldDecl['type'], 'numeric' | 'decimal'>> = { digits: 'numeric', version: 'decimal', coordinate: 'decimal', money: 'decimal' };
const STEP: Partial<Record<FieldDecl['type'], string>> = { integer: '1', maxSpaces: '1', decimal: 'any' };

const isSelect = (field: FieldDecl) => Boolean(field.options || field.ref) || field.type === 'lot' || field.type === 'select';

export function FieldInput({ field, label, value, onChange, error, options, currentLabel, inputTestId, errorTestId, autoFocus }: FieldInputProps) {
  const limitOf = useTextLimit();
  if (field.type === 'boolean') {
    return (
      <FormControl error={Boolean(error)} margin="dense" fullWidth>
        <FormControlLabel label={label} control={
          <Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} name={field.name} autoFocus={autoFocus}
            slotProps={{ input: { 'data-testid': inputTestId } as Record<string, string> }} />
        } />
        {error && <FormHelperText data-testid={errorTestId}>{error}</FormHelperText>}
      </FormControl>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const helper = error ? { helperText: error } : {};
  const common = {
    fullWidth: true, margin: 'dense' as const, label, name: field.name, required: field.required, error: Boolean(error),
    autoFocus, value: text, onChange: (e: { target: { value: string } }) => onChange(e.target.value), ...helper,
  };
  const formHelperText = { 'data-testid': errorTestId } as Record<string, string>;

  if (isSelect(field) && field.type !== 'text') {
    // A native select: plain to use by keyboard, and by tests (selectOption on the element).
    return (
      <TextField {...common} select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': inputTestId }, formHelperText }}>
        <option value="" />
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {text !== '' && !options.some((o) => o.value === text) && <option value={text}>{currentLabel || text}</option>}
      </TextField>
    );
  }

  const multiline = field.type === 'textarea';
  const type = INPUT_TYPE[field.type] ?? 'text';
  const limit = textLimit(field);
  const counted = limit === undefined ? undefined : limitOf(text, limit);
  const message = error ?? (counted?.over ? counted.helperText : undefined);
  return (
    <TextField {...common} type={type} multiline={multiline} minRows={multiline ? 3 : undefined}
      autoComplete={field.type === 'password' ? 'new-password' : 'off'}
      error={Boolean(message)} helperText={message ?? counted?.helperText}
      slotProps={{
        inputLabel: type === 'date' || type === 'datetime-local' ? { shrink: true } : undefined,
        htmlInput: { 'data-testid': inputTestId, inputMode: INPUT_MODE[field.type], step: STEP[field.type] },
        formHelperText: message ? formHelperText : { 'data-testid': `${inputTestId}-limit` } as Record<string, string>,
      }} />
  );
}
