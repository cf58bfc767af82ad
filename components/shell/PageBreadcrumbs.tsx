'use client';
// Where the current page sits in the menu: its ancestors' titles, then its own.
import { Breadcrumbs, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useCurrentPage } from '@/components/permission/useCurrentPage';
import { useMenuLanguage } from '@/components/permission/MenuProvider';
import { menuTitle } from '@/lib/menu/permissions';

export function PageBreadcrumbs() {
  const t = useTranslations('shell');
  const current = useCurrentPage();
  const language = useMenuLanguage();
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} data-testid="breadcrumbs" sx={{ color: 'inherit', opacity: 0.9, minWidth: 0 }}>
      {current?.trail.map((item, index) => (
        <Typography key={index} variant="body2" color="inherit" noWrap>{menuTitle(item, language)}</Typography>
      ))}
      {current && (
        <Typography variant="body2" color="inherit" noWrap aria-current="page" sx={{ fontWeight: 600 }}>
          {menuTitle(current.page, language)}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
