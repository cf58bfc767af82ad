'use client';
// A picker of the caller's lots for the device pages (all lots, or one).
import { MenuItem, TextField } from '@mui/material';
import { usePageQuery } from '@/lib/client/page-operation';

/** The device pages, each with its `lots` operation. */
type DevicePage = 'lockControl' | 'remoteLift' | 'centralLever';

export function LotSelect({ page, value, onChange, label, allLabel }: {
  page: DevicePage; value: number | ''; onChange(value: number | ''): void; label: string; allLabel: string;
}) {
  const lots = usePageQuery(page, 'lots');
  return (
    <TextField select size="small" label={label} value={value} sx={{ minWidth: 200 }}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'device-lot' } }}>
      <MenuItem value="">{allLabel}</MenuItem>
      {(lots.data ?? []).map((lot) => <MenuItem key={lot.id} value={lot.id}>{lot.name}</MenuItem>)}
    </TextField>
  );
}
