'use client';
// A picker of the caller's lots for the device pages (all lots, or one).
import { MenuItem, TextField } from '@mui/material';
import { useOperationQuery } from '@/lib/client/use-operation';

export function LotSelect({ operation, value, onChange, label, allLabel }: {
  operation: string; value: number | ''; onChange(value: number | ''): void; label: string; allLabel: string;
}) {
  const lots = useOperationQuery<{ id: number; name: string }[]>(operation);
  return (
    <TextField select size="small" label={label} value={value} sx={{ minWidth: 200 }}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'device-lot' } }}>
      <MenuItem value="">{allLabel}</MenuItem>
      {(lots.data ?? []).map((lot) => <MenuItem key={lot.id} value={lot.id}>{lot.name}</MenuItem>)}
    </TextField>
  );
}
