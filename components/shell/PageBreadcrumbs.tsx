'use client';
// Where the current page sits in the menu: its ancestors' titles, then its own. A plain list
// rather than MUI's Breadcrumbs (3 KB for every page), which adds only collapsing long trails.
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentPage } from '@/components/permission/useCurrentPage';
import { useMenuLanguage } from '@/components/permission/MenuProvider';
import { menuTitle } from '@/lib/menu/permissions';

export function PageBreadcrumbs() {
  const t = useTranslations('shell');
  const current = useCurrentPage();
  const language = useMenuLanguage();
  const titles = current ? [...current.trail, current.page].map((item) => menuTitle(item, language)) : [];
  return (
    <Box component="nav" aria-label={t('breadcrumbs')} data-testid="breadcrumbs" sx={{ color: 'inherit', opacity: 0.9, minWidth: 0 }}>
      <Box component="ol" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
        {titles.map((title, index) => {
          const last = index === titles.length - 1;
          return (
            <Fragment key={index}>
              {index > 0 && <Box component="li" aria-hidden sx={{ mx: 1 }}>/</Box>}
              <Box component="li" sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="inherit" noWrap aria-current={last ? 'page' : undefined} sx={last ? { fontWeight: 600 } : undefined}>
                  {title}
                </Typography>
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
