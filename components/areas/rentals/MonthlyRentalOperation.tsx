'use client';
// The monthly rental operation board (lib/areas/rentals/operation-pages.ts): per lot of the user's,
// its cards active, in grace, paused, expiring soon and waiting for review, offline orders and
// refunds waiting for finance, and the month's revenue; each figure opens the list that explains it
// when the user's menu has it (lib/areas/rentals/operation-links.ts BOARD_FIGURE_LISTS). Below, the
// cards expiring soon and whether their customer was told.
import { Alert, Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import { MenuLink } from '@/components/app/MenuLink';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useMenu } from '@/components/permission';
import { BOARD_FIGURE_LISTS, type BoardFigure } from '@/lib/areas/rentals/operation-links';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { canOpenPage } from '@/lib/menu/permissions';
import { formatMoney } from '@/lib/money/currency';

/** The figures are read again every minute while the page is open. */
const REFRESH_MS = 60_000;

export function MonthlyRentalOperation() {
  const t = useTranslations('monthlyRentalOperation');
  const dates = useDates();
  const errorText = useErrorText();
  const currency = useCurrency();
  const menu = useMenu();
  const board = usePageQuery('monthlyRentalOperation', 'board', {}, { refetchInterval: REFRESH_MS });
  const data = board.data;
  /** A figure, linked to its list when the user may open it. */
  const figure = (name: BoardFigure, lotId: number, shown: ReactNode) => {
    const href = BOARD_FIGURE_LISTS[name];
    const testId = `board-${lotId}-${name}`;
    return canOpenPage(menu, href)
      ? <Link component={MenuLink} href={href} data-testid={testId} title={t('openList')}>{shown}</Link>
      : <span data-testid={testId}>{shown}</span>;
  };
  const notice = (state: 'queued' | 'sent' | 'failed' | null, at: string | null) => {
    if (state === null) return t('notice.none');
    return at ? t('notice.at', { state: t(`notice.${state}`), at: dates.dateTime(at) }) : t(`notice.${state}`);
  };
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data ? t('hint', { at: dates.dateTime(data.at), month: data.month, days: data.withinDays }) : '…'}
      </Typography>
      {board.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(board.error instanceof ApiFailure ? board.error.error : null)}</Alert>}
      {data && data.lots.length === 0 && <Alert severity="info" data-testid="board-no-lots">{t('noLots')}</Alert>}
      {data && data.lots.length > 0 && (
        <Table size="small" data-testid="board-lots">
          <TableHead>
            <TableRow>
              <TableCell>{t('lot')}</TableCell>
              <TableCell align="right">{t('figures.active')}</TableCell>
              <TableCell align="right">{t('figures.inGrace')}</TableCell>
              <TableCell align="right">{t('figures.paused')}</TableCell>
              <TableCell align="right">{t('figures.expiringSoon', { days: data.withinDays })}</TableCell>
              <TableCell align="right">{t('figures.pendingCards')}</TableCell>
              <TableCell align="right">{t('figures.pendingOrders')}</TableCell>
              <TableCell align="right">{t('figures.refundsWaiting')}</TableCell>
              <TableCell align="right">{t('figures.revenue', { month: data.month })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lots.map((lot) => (
              <TableRow key={lot.lotId} data-testid={`board-lot-${lot.lotId}`}>
                <TableCell>{lot.lotName}</TableCell>
                <TableCell align="right">{figure('active', lot.lotId, lot.active)}</TableCell>
                <TableCell align="right">{figure('inGrace', lot.lotId, lot.inGrace)}</TableCell>
                <TableCell align="right">{figure('paused', lot.lotId, lot.paused)}</TableCell>
                <TableCell align="right">{figure('expiringSoon', lot.lotId, lot.expiringSoon)}</TableCell>
                <TableCell align="right">{figure('pendingCards', lot.lotId, lot.pendingCards)}</TableCell>
                <TableCell align="right">{figure('pendingOrders', lot.lotId, lot.pendingOrders)}</TableCell>
                <TableCell align="right">{figure('refundsWaiting', lot.lotId, lot.refundsWaiting)}</TableCell>
                <TableCell align="right" title={t('revenueParts', {
                  rentals: formatMoney(lot.rentals, currency), recharges: formatMoney(lot.recharges, currency), refunded: formatMoney(lot.refunded, currency),
                })}>
                  {figure('revenue', lot.lotId, formatMoney(lot.revenue, currency))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.lots.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('expiring', { days: data.withinDays })}</Typography>
          {data.expiring.length === 0 ? <Typography color="text.secondary" data-testid="board-expiring-none">{t('noneExpiring')}</Typography> : (
            <Table size="small" data-testid="board-expiring">
              <TableHead>
                <TableRow>
                  <TableCell>{t('cardNo')}</TableCell><TableCell>{t('lot')}</TableCell><TableCell>{t('customer')}</TableCell>
                  <TableCell>{t('phone')}</TableCell><TableCell>{t('plates')}</TableCell><TableCell>{t('endDate')}</TableCell>
                  <TableCell align="right">{t('daysLeft')}</TableCell><TableCell>{t('noticeColumn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.expiring.map((card) => (
                  <TableRow key={card.cardNo}>
                    <TableCell>{card.cardNo}</TableCell><TableCell>{card.lotName}</TableCell><TableCell>{card.customer}</TableCell>
                    <TableCell>{card.phone}</TableCell><TableCell>{card.plates}</TableCell><TableCell>{card.endDate}</TableCell>
                    <TableCell align="right">{card.daysLeft}</TableCell>
                    <TableCell data-testid={`board-notice-${card.cardNo}`}>{notice(card.notice, card.noticeAt)}
                      {card.notice === null && <Typography variant="caption" color="text.secondary" component="div">{t('noticeDays', { days: card.noticeDays })}</Typography>}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Box>
  );
}
