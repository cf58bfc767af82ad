'use client';
// My monthly / my car (lib/areas/rentals/operation-pages.ts): a phone number or a plate typed, the
// customer's cards in the user's lots (state, period, days left, plates, spaces), their orders and
// refunds, and for a plate its latest stays. The text is bounded here and checked by the backend
// (operation-board.ts lookupQuery), which refuses anything but a phone or a plate with its message.
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useTextLimit } from '@/components/app/useTextLimit';
import { LOOKUP_MAX_LENGTH } from '@/lib/areas/rentals/operation-links';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { formatMoney } from '@/lib/money/currency';

export function MonthlyCustomerLookup() {
  const t = useTranslations('monthlyCustomerLookup');
  const dates = useDates();
  const errorText = useErrorText();
  const currency = useCurrency();
  const limitOf = useTextLimit();
  const form = useRef<HTMLDivElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const lookup = usePageQuery('monthlyCustomerLookup', 'lookup', { query }, { enabled: query !== '' });
  const limit = limitOf(typed, LOOKUP_MAX_LENGTH);
  const found = lookup.data;
  const press = () => (typed.trim() === query ? void lookup.refetch() : setQuery(typed.trim()));
  return (
    <Box ref={form} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('hint')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField size="small" label={t('query')} value={typed} onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter' && typed.trim() && !limit.over) press(); }}
          error={limit.over} helperText={limit.helperText} slotProps={{ htmlInput: { 'data-testid': 'lookup-query' } }} />
        <Button variant="outlined" disabled={!hydrated || !typed.trim() || limit.over} data-testid="lookup-submit" onClick={press}>{t('lookup')}</Button>
      </Stack>
      {lookup.error && <Alert severity="error" data-testid="lookup-error">{errorText(lookup.error instanceof ApiFailure ? lookup.error.error : null)}</Alert>}
      {found && found.cards.length === 0 && found.stays.length === 0 && (
        <Alert severity="info" data-testid="lookup-none">{t(found.kind === 'phone' ? 'nonePhone' : 'nonePlate', { value: found.value })}</Alert>
      )}
      {found && found.cards.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('cards')}</Typography>
          <Table size="small" data-testid="lookup-cards">
            <TableHead>
              <TableRow>
                <TableCell>{t('cardNo')}</TableCell><TableCell>{t('lot')}</TableCell><TableCell>{t('package')}</TableCell>
                <TableCell>{t('customer')}</TableCell><TableCell>{t('phone')}</TableCell><TableCell>{t('plates')}</TableCell>
                <TableCell align="right">{t('spaces')}</TableCell><TableCell>{t('period')}</TableCell>
                <TableCell>{t('state')}</TableCell><TableCell align="right">{t('daysLeft')}</TableCell><TableCell align="right">{t('balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.cards.map((card) => (
                <TableRow key={card.cardNo} data-testid={`lookup-card-${card.cardNo}`}>
                  <TableCell>{card.cardNo}</TableCell>
                  <TableCell>{card.lotName}</TableCell>
                  <TableCell>{`${card.packageName} (${t(`kinds.${card.kind}`)})`}</TableCell>
                  <TableCell>{card.customer}</TableCell>
                  <TableCell>{card.phone}</TableCell>
                  <TableCell>{card.plates}</TableCell>
                  <TableCell align="right">{card.spaceNo ? `${card.spaces} (${card.spaceNo})` : card.spaces}</TableCell>
                  <TableCell>{t('periodRange', { from: card.startDate, to: card.endDate })}</TableCell>
                  <TableCell>{card.reviewState === 1 ? (card.state ? t(`states.${card.state}`) : '') : t(`reviewStates.${card.reviewState}`)}</TableCell>
                  <TableCell align="right">{card.daysLeft ?? ''}</TableCell>
                  <TableCell align="right">{card.kind === 'storedValue' ? formatMoney(card.balance, currency) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {found && found.orders.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('orders')}</Typography>
          <Table size="small" data-testid="lookup-orders">
            <TableHead>
              <TableRow>
                <TableCell>{t('orderNo')}</TableCell><TableCell>{t('cardNo')}</TableCell><TableCell>{t('orderKind')}</TableCell>
                <TableCell>{t('period')}</TableCell><TableCell align="right">{t('amount')}</TableCell><TableCell>{t('channel')}</TableCell>
                <TableCell>{t('orderState')}</TableCell><TableCell>{t('createdAt')}</TableCell><TableCell>{t('paidAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.orders.map((order) => (
                <TableRow key={order.orderNo}>
                  <TableCell>{order.orderNo}</TableCell>
                  <TableCell>{order.cardNo}</TableCell>
                  <TableCell>{t(`orderKinds.${order.kind}`)}</TableCell>
                  <TableCell>{order.periodStart && order.periodEnd ? t('periodRange', { from: order.periodStart, to: order.periodEnd }) : ''}</TableCell>
                  <TableCell align="right">{formatMoney(order.amount, currency)}</TableCell>
                  <TableCell>{t.has(`channels.${order.channel}`) ? t(`channels.${order.channel}`) : order.channel}</TableCell>
                  <TableCell>{t(`leaseStates.${order.state}`)}</TableCell>
                  <TableCell>{dates.dateTime(order.createdAt)}</TableCell>
                  <TableCell>{order.paidAt ? dates.dateTime(order.paidAt) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {found && found.refunds.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('refunds')}</Typography>
          <Table size="small" data-testid="lookup-refunds">
            <TableHead>
              <TableRow>
                <TableCell>{t('refundNo')}</TableCell><TableCell>{t('orderNo')}</TableCell><TableCell>{t('cardNo')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell><TableCell>{t('refundState')}</TableCell>
                <TableCell>{t('requestedAt')}</TableCell><TableCell>{t('refundedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.refunds.map((refund) => (
                <TableRow key={refund.refundNo}>
                  <TableCell>{refund.refundNo}</TableCell>
                  <TableCell>{refund.orderNo}</TableCell>
                  <TableCell>{refund.cardNo}</TableCell>
                  <TableCell align="right">{formatMoney(refund.amount, currency)}</TableCell>
                  <TableCell>{t(`refundStates.${refund.state}`)}</TableCell>
                  <TableCell>{dates.dateTime(refund.requestedAt)}</TableCell>
                  <TableCell>{refund.refundedAt ? dates.dateTime(refund.refundedAt) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {found && found.stays.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('stays', { plate: found.value })}</Typography>
          <Table size="small" data-testid="lookup-stays">
            <TableHead>
              <TableRow>
                <TableCell>{t('stayNo')}</TableCell><TableCell>{t('lot')}</TableCell><TableCell>{t('entryAt')}</TableCell>
                <TableCell>{t('exitAt')}</TableCell><TableCell>{t('cardReason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.stays.map((stay) => (
                <TableRow key={stay.stayNo}>
                  <TableCell>{stay.stayNo}</TableCell>
                  <TableCell>{stay.lotName}</TableCell>
                  <TableCell>{dates.dateTime(stay.entryAt)}</TableCell>
                  <TableCell>{stay.exitAt ? dates.dateTime(stay.exitAt) : t('stillIn')}</TableCell>
                  <TableCell>{stay.cardReason ? t.has(`cardReasons.${stay.cardReason}`) ? t(`cardReasons.${stay.cardReason}`) : stay.cardReason : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
