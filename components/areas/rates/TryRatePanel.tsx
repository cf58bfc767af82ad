'use client';
// "Try this rate", beside the rate screens' create/edit form: entry, exit and vehicle in, the fee
// of the rules as typed out, line by line, computed in the browser (lib/areas/rates/try-rate.ts), and
// what a merchant's coupon would take off it and leave to pay. Says
// which field is wrong while the rules are refused, and when the rate is not for that vehicle or
// day. A rate with holiday rules reads the holiday calendar of the stay's days from the backend.
// Its labels: messages/<lang>/tryRate.json.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import type { FormToolProps } from '@/components/list-screen/form-tools';
import { asApiError, calendarKey, screenCall } from '@/components/list-screen/screen-api';
import { useFieldErrorText } from '@/components/list-screen/useFieldErrorText';
import type { Option } from '@/lib/list/options';
import { formatMoney } from '@/lib/money/currency';
import { CALENDAR_ACTION, type HolidayCalendar } from '@/lib/areas/rates/holiday-calendar';
import { TRY_COUPON_KINDS, calendarRange, tryRate, type TryOutcome, type TryStay } from '@/lib/areas/rates/try-rate';
import type { FeeLine } from '@/lib/tariff/lines';

const FIRST_STAY: TryStay = { entry: '', exit: '', vehicleType: 'small', plateColor: 'blue', coupon: { kind: '', value: '' } };
/** How long a read calendar serves the same days (an operator may add a holiday meanwhile). */
const CALENDAR_FRESH_MS = 60_000;
type VehicleField = 'vehicleType' | 'plateColor';

export function TryRatePanel({ screen, values, labels }: FormToolProps) {
  const t = useTranslations('tryRate');
  const fieldText = useFieldErrorText();
  const currency = useCurrency();
  const dates = useDates();
  const errorText = useErrorText();
  const [stay, setStay] = useState<TryStay>(FIRST_STAY);
  const days = useMemo(() => calendarRange(stay), [stay]);
  const withoutCalendar = useMemo(() => tryRate(screen, values, stay), [screen, values, stay]);
  // Read only when the rate has holiday rules and both times are given (tryRate waits for it then).
  const calendar = useQuery({
    queryKey: calendarKey(screen.path, days),
    queryFn: () => screenCall<HolidayCalendar>(screen.path, CALENDAR_ACTION, days ?? {}),
    enabled: withoutCalendar.kind === 'calendar',
    staleTime: CALENDAR_FRESH_MS,
  });
  const outcome = useMemo(() => (withoutCalendar.kind === 'calendar' && calendar.data ? tryRate(screen, values, stay, calendar.data) : withoutCalendar),
    [screen, values, stay, withoutCalendar, calendar.data]);
  const money = (fen: number) => formatMoney(fen, currency);

  const fieldOf = (name: VehicleField) => screen.fields.find((f) => f.name === name);
  /** A vehicle's own choices: the rate field's options without 'all'. */
  const choicesOf = (name: VehicleField): Option[] => {
    const field = fieldOf(name);
    return field ? labels.optionsOf(field).filter((o) => o.value !== 'all') : [];
  };
  const optionLabel = (name: VehicleField, value: unknown) => {
    const field = fieldOf(name);
    return (field && labels.option(field, String(value))) ?? String(value);
  };
  const time = (name: 'entry' | 'exit') => (
    <TextField type="datetime-local" label={t(name)} value={stay[name]} margin="dense" fullWidth
      onChange={(e) => setStay((s) => ({ ...s, [name]: e.target.value }))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `try-${name}` } }} />
  );
  const vehicle = (name: VehicleField) => (
    <TextField select label={t(name)} value={stay[name]} margin="dense" fullWidth
      onChange={(e) => setStay((s) => ({ ...s, [name]: e.target.value }))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `try-${name}` } }}>
      {choicesOf(name).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
    </TextField>
  );

  const couponField = (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <TextField select label={t('coupon.kind')} value={stay.coupon.kind} margin="dense" fullWidth
        onChange={(e) => setStay((s) => ({ ...s, coupon: { ...s.coupon, kind: e.target.value as TryStay['coupon']['kind'] } }))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'try-coupon-kind' } }}>
        <option value="">{t('coupon.none')}</option>
        {TRY_COUPON_KINDS.map((kind) => <option key={kind} value={kind}>{t(`coupon.kinds.${kind}`)}</option>)}
      </TextField>
      {stay.coupon.kind && stay.coupon.kind !== 'free' && (
        <TextField label={t(`coupon.values.${stay.coupon.kind}`)} value={stay.coupon.value} margin="dense" fullWidth
          onChange={(e) => setStay((s) => ({ ...s, coupon: { ...s.coupon, value: e.target.value } }))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'try-coupon-value' } }} />
      )}
    </Box>
  );

  const item = (line: FeeLine) => [
    t(`kinds.${line.kind}`),
    line.window && (t.has(`windows.${line.window}`) ? t(`windows.${line.window}`) : line.window),
    line.capApplied !== undefined && t('capApplied', { cap: money(line.capApplied) }),
    line.holiday && t('holiday'),
  ].filter(Boolean).join(' · ');

  function message(result: Exclude<TryOutcome, { kind: 'fee' }>) {
    switch (result.kind) {
      case 'invalid': return t('invalid', { field: labels.field(result.field), message: fieldText(result.messageKey) ?? result.messageKey });
      case 'incomplete': return t('incomplete');
      case 'exitBeforeEntry': return t('exitBeforeEntry');
      case 'notForVehicle': return t('notForVehicle', {
        vehicleType: optionLabel('vehicleType', values.vehicleType || 'all'), plateColor: optionLabel('plateColor', values.plateColor || 'all'),
      });
      case 'notThatDay': return t('notThatDay', { day: result.day, from: String(values.validFrom || '…'), to: String(values.validTo || '…') });
      case 'calendar': return calendar.error ? t('calendarFailed', { error: errorText(asApiError(calendar.error)) }) : t('calendarLoading');
    }
  }

  return (
    <Box sx={{ mt: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="try-rate">
      <Typography variant="subtitle1" component="h3">{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('hint')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {time('entry')}
        {time('exit')}
        {vehicle('vehicleType')}
        {vehicle('plateColor')}
      </Box>
      {couponField}
      {outcome.kind === 'fee' ? (
        <Table size="small" data-testid="try-fee">
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.item')}</TableCell>
              <TableCell>{t('columns.period')}</TableCell>
              <TableCell>{t('columns.units')}</TableCell>
              <TableCell align="right">{t('columns.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outcome.fee.lines.map((line, i) => (
              <TableRow key={i} data-testid="try-line">
                <TableCell>{item(line)}</TableCell>
                <TableCell>{dates.period(line.from, line.to)}</TableCell>
                <TableCell>{line.units !== undefined && line.unitPrice !== undefined ? `${line.units} × ${money(line.unitPrice)}` : ''}</TableCell>
                <TableCell align="right">{money(line.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3}><strong>{t('total')}</strong></TableCell>
              <TableCell align="right" data-testid="try-total"><strong>{money(outcome.fee.total)}</strong></TableCell>
            </TableRow>
            {outcome.coupon === null && (
              <TableRow><TableCell colSpan={4} data-testid="try-coupon-invalid">{t(`coupon.invalid.${stay.coupon.kind}`)}</TableCell></TableRow>
            )}
            {outcome.coupon && (
              <>
                <TableRow data-testid="try-coupon">
                  <TableCell colSpan={3}>{t(`coupon.kinds.${stay.coupon.kind || 'free'}`)}</TableCell>
                  <TableCell align="right">{money(-(outcome.coupon.fee - outcome.coupon.rest))}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3}><strong>{t('coupon.toPay')}</strong></TableCell>
                  <TableCell align="right" data-testid="try-to-pay"><strong>{money(outcome.coupon.rest)}</strong></TableCell>
                </TableRow>
              </>
            )}
          </TableBody>
        </Table>
      ) : (
        <Alert severity={outcome.kind === 'incomplete' || (outcome.kind === 'calendar' && !calendar.error) ? 'info' : 'warning'} sx={{ mt: 1 }} data-testid="try-message">{message(outcome)}</Alert>
      )}
    </Box>
  );
}
