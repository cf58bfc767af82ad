'use client';
// /DataHome: the operator's dashboard of today (Dashboard), then who you are, which areas you may
// use, and whether backend and database answer.
import { Alert, Box, Chip, Grid, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { MenuLink } from '@/components/app/MenuLink';
import { useMenu } from '@/components/permission';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { ApiFailure } from '@/lib/client/api';
import { usePageQuery } from '@/lib/client/page-operation';
import { menuTitle } from '@/lib/menu/permissions';
import type { MenuNode } from '@/lib/menu/types';
import { Dashboard } from './Dashboard';
import { StatusCard } from './StatusCard';

/**
 * The areas' pages as links that look like MUI's clickable chips, styled once here: an
 * administrator's home page lists some 150 pages, a Chip each was most of its work to render.
 */
const AREA_LINKS: SxProps<Theme> = (theme) => ({
  mt: 0.5, flexWrap: 'wrap', gap: 1,
  '& a': {
    display: 'inline-flex', alignItems: 'center', height: 32, px: 1.5, borderRadius: 4, outline: 0,
    bgcolor: 'action.selected', color: 'text.primary', fontSize: theme.typography.pxToRem(13), textDecoration: 'none',
    '&:hover, &:focus-visible': { bgcolor: theme.alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
  },
});

function pagesOf(node: MenuNode): MenuNode[] {
  return node.kind === 'page' ? [node] : node.subs.flatMap(pagesOf);
}

export function DataHome() {
  const t = useTranslations('dataHome');
  const language = useLocale();
  const errorText = useErrorText();
  const dates = useDates();
  const menu = useMenu();
  const overview = usePageQuery('dataHome', 'overview');
  const data = overview.data;
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Dashboard />
      {overview.error && <Alert severity="error">{errorText(overview.error instanceof ApiFailure ? overview.error.error : null)}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusCard title={t('you')} testId="home-user" rows={[
            [t('userName'), data?.userName ?? '…'],
            [t('role'), data ? `${data.roleName}${data.isSuper ? ` (${t('superAdministrator')})` : ''}` : '…'],
          ]} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatusCard title={t('system')} testId="home-system" rows={[
            [t('backend'), data ? <Chip size="small" color="success" label={t('answering')} /> : '…'],
            [t('database'), data ? <Chip size="small" color={data.databaseOk ? 'success' : 'error'}
              label={`${data.database} · ${data.databaseOk ? t('answering') : t('notAnswering')}`} /> : '…'],
            [t('migrations'), data?.migrationsApplied ?? '…'],
            [t('version'), data?.version ?? '…'],
            [t('serverTime'), data ? dates.dateTime(data.serverTime) : '…'],
          ]} />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{t('areas')}</Typography>
          <Stack spacing={1.5} sx={{ mt: 1 }} data-testid="home-areas">
            {menu.tree.map((area) => (
              <Box key={area.id}>
                <Typography variant="subtitle2">{menuTitle(area, language)}</Typography>
                <Stack direction="row" sx={AREA_LINKS}>
                  {pagesOf(area).map((page) => page.kind === 'page' && page.path && (
                    <MenuLink key={page.id} href={page.path}>{menuTitle(page, language)}</MenuLink>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
