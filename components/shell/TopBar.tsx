'use client';
// The app bar: project name, breadcrumbs of the current page, language switch, user menu. A
// styled header rather than MUI's AppBar, which every page would load for this one use (3 KB).
import { Box, Toolbar, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/spec-constants';
import { LanguageSwitch } from './LanguageSwitch';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { UserMenu, type ShellUser } from './UserMenu';

export interface TopBarProps {
  projectName: string;
  user: ShellUser;
  language: Language;
}

export function TopBar({ projectName, user, language }: TopBarProps) {
  const t = useTranslations('shell');
  return (
    <Box component="header" sx={{
      position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.drawer + 1,
      bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 4,
    }}>
      <Toolbar sx={{ gap: 3 }}>
        <Typography variant="h6" component="div" noWrap data-testid="project-name" sx={{ flexShrink: 0 }}>
          {projectName || t('defaultProjectName')}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}><PageBreadcrumbs /></Box>
        <LanguageSwitch language={language} />
        <UserMenu user={user} />
      </Toolbar>
    </Box>
  );
}
