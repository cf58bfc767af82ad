'use client';
// A dashboard's answer drawn: when its figures are complete to, the figure cards (label, value,
// definition, month on month and year on year, a link to the list that explains it when the user's
// menu has it), then each table (FigureTable).
import { Grid, Stack, Typography } from '@mui/material';
import { FigureCard } from '@/components/figures/FigureCard';
import { useDates } from '@/components/app/useDates';
import { useMenu } from '@/components/permission';
import { FIGURE_LINKS, type DashboardAnswer, type DashboardCard } from '@/lib/areas/reports/dashboards/answer';
import type { Compared } from '@/lib/reports/comparison';
import { canOpenPage } from '@/lib/menu/permissions';
import { ratePercentText } from '@/lib/reports/rates';
import { FigureTable } from './FigureTable';
import { useDashboardText } from './useDashboardText';

export function DashboardView({ answer }: { answer: DashboardAnswer }) {
  const text = useDashboardText();
  const dates = useDates();
  const menu = useMenu();
  const link = (figure: string) => {
    const path = FIGURE_LINKS[figure as keyof typeof FIGURE_LINKS];
    return path && canOpenPage(menu, path) ? path : null;
  };
  const change = (card: DashboardCard, label: string, compared: Compared | null | undefined) => {
    if (compared === undefined) return null;
    if (compared === null) return `${label} ${text.reports('none')}`;
    const rate = compared.changeRate === null ? text.reports('none') : text.reports('percent', { value: ratePercentText(compared.changeRate) ?? '' });
    const sign = compared.change > 0 ? '+' : '';
    return `${label} ${sign}${text.value(card.unit, compared.change)} (${rate})`;
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="dashboard-as-of">
        {answer.period && `${text.t('period', answer.period)} · `}{text.t('asOf', { at: dates.dateTime(answer.asOf) })}
      </Typography>
      <Grid container spacing={2}>
        {answer.cards.map((card) => (
          <Grid key={card.figure} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <FigureCard testId={`dashboard-figure-${card.figure}`} title={text.figure(card.figure, 'label')} value={text.value(card.unit, card.value, true)}
              href={link(card.figure)} linkText={text.t('openList')}
              detail={<>
                <div>{text.figure(card.figure, 'definition')}</div>
                {answer.compared && <div>{change(card, text.reports('comparison.monthOnMonth'), card.monthOnMonth)}</div>}
                {answer.compared && <div>{change(card, text.reports('comparison.yearOnYear'), card.yearOnYear)}</div>}
              </>} />
          </Grid>
        ))}
      </Grid>
      {answer.tables.map((table) => <FigureTable key={table.key} table={table} />)}
    </Stack>
  );
}
