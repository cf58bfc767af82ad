'use client';
// The pack's figures as the page shows them: money with its month-on-month and year-on-year change,
// money by lot, received by channel, use and devices (the same tables the files hold).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { useDates } from '@/components/app/useDates';
import { PACK_MONEY_FIGURES, PACK_RATES } from '@/lib/areas/reports/pack/figures';
import type { ONE_CLICK_REPORT } from '@/lib/areas/reports/pages-pack';
import { formatMoney } from '@/lib/money/currency';
import type { OperationOutput } from '@/lib/pages/types';
import type { Compared } from '@/lib/reports/comparison';
import { ratePercentText, type Rate } from '@/lib/reports/rates';
import { TURNOVER_SCALE } from '@/lib/reports/use-figures';

type Pack = OperationOutput<typeof ONE_CLICK_REPORT.operations.pack>;

function Section({ title, head, children, testId }: { title: string; head: string[]; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
      <Table size="small" data-testid={testId}>
        <TableHead><TableRow>{head.map((h, i) => <TableCell key={h} align={i === 0 ? 'left' : 'right'}>{h}</TableCell>)}</TableRow></TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

const Row = ({ cells, testId }: { cells: ReactNode[]; testId?: string }) => (
  <TableRow data-testid={testId}>{cells.map((c, i) => <TableCell key={i} align={i === 0 ? 'left' : 'right'}>{c}</TableCell>)}</TableRow>
);

export function PackFigures({ pack }: { pack: Pack }) {
  const t = useTranslations('oneClickReport');
  const r = useTranslations('reports');
  const currency = useCurrency();
  const dates = useDates();
  const money = (fen: number) => formatMoney(fen, currency);
  const rate = (value: Rate) => { const text = ratePercentText(value); return text === null ? r('none') : r('percent', { value: text }); };
  const change = (c: Compared | null) => (c === null || c.changeRate === null ? r('none') : `${c.changeRate > 0 ? '+' : ''}${rate(c.changeRate)}`);
  const label = (figure: string) => r(`figures.${figure}.label`);
  const { use, devices } = pack;
  const LOT_FIGURES = ['receivable', 'received', 'refunded', 'net'] as const;
  return (
    <Box data-testid="pack-figures">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="pack-as-of">
        {t('file.period', pack.period)} · {t('asOf', { at: dates.dateTime(pack.asOf) })}
      </Typography>
      <Section title={t('sections.money')} testId="pack-money"
        head={[t('columns.figure'), t('columns.value'), `${t('columns.monthOnMonth')} (${pack.monthOnMonth.period.from} – ${pack.monthOnMonth.period.to})`,
          `${t('columns.yearOnYear')} (${pack.yearOnYear.period.from} – ${pack.yearOnYear.period.to})`]}>
        {PACK_MONEY_FIGURES.map((f) => (
          <Row key={f} testId={`pack-money-${f}`} cells={[label(f), money(pack.total.figures[f]), change(pack.monthOnMonth.figures[f]), change(pack.yearOnYear.figures[f])]} />
        ))}
        {PACK_RATES.map((f) => (
          <Row key={f} testId={`pack-rate-${f}`} cells={[label(f), rate(pack.total.rates[f]), change(pack.monthOnMonth.rates[f]), change(pack.yearOnYear.rates[f])]} />
        ))}
      </Section>
      <Section title={t('sections.byLot')} testId="pack-lots" head={[t('columns.lot'), ...LOT_FIGURES.map(label), label('receivedRate')]}>
        {pack.lots.map((lot) => (
          <Row key={lot.lotId} cells={[lot.name, ...LOT_FIGURES.map((f) => money(lot.figures[f])), rate(lot.rates.receivedRate)]} />
        ))}
      </Section>
      <Section title={t('sections.byChannel')} testId="pack-channels" head={[t('columns.channel'), t('columns.amount')]}>
        {pack.byChannel.map((c) => <Row key={c.channel} cells={[t(`channels.${c.channel}`), money(c.amount)]} />)}
      </Section>
      <Section title={t('sections.use')} testId="pack-use" head={[t('columns.figure'), t('columns.value')]}>
        <Row cells={[label('entries'), use.entries]} />
        <Row cells={[t('use.exits'), use.exits]} />
        <Row cells={[t('use.berths'), use.berths]} />
        <Row cells={[label('occupancy'), rate(use.occupancy)]} />
        <Row cells={[label('turnover'), use.turnover === null ? r('none') : r('turnoverValue', { value: (use.turnover / TURNOVER_SCALE).toFixed(2) })]} />
        <Row cells={[label('averageStay'), use.averageStayMinutes === null ? r('none') : r('minutes', { value: use.averageStayMinutes })]} />
        <Row cells={[label('peakHour'), use.peakHour === null ? r('none') : r('hourOfDay', { hour: use.peakHour.hour, next: use.peakHour.hour + 1 })]} />
        <Row cells={[label('deviceOnlineRate'), rate(devices.periodOnlineRate)]} />
        <Row cells={[t('devices.onlineRate'), `${rate(devices.onlineRate)} (${t('devices.online', { online: devices.online, enabled: devices.enabled })})`]} />
      </Section>
    </Box>
  );
}
