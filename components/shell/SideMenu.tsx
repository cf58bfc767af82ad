'use client';
// The permanent side panel with the user's menu (only isShow entries); the current page is
// highlighted. Styled boxes rather than MUI's Drawer, whose sliding variant no page needs here (7 KB).
import { Box, List, Toolbar } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useCurrentPage } from '@/components/permission/useCurrentPage';
import { useMenu, useMenuLanguage } from '@/components/permission/MenuProvider';
import { visibleTree } from '@/lib/menu/visible-tree';
import { SideMenuItems } from './SideMenuItems';

export const SIDE_MENU_WIDTH = 240;

export function SideMenu() {
  const t = useTranslations('shell');
  const menu = useMenu();
  const language = useMenuLanguage();
  const current = useCurrentPage();
  const nodes = useMemo(() => visibleTree(menu.tree), [menu]);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  return (
    <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }}>
      <Box sx={{
        position: 'fixed', top: 0, bottom: 0, left: 0, width: SIDE_MENU_WIDTH, zIndex: (theme) => theme.zIndex.drawer,
        display: 'flex', flexDirection: 'column', overflowY: 'auto', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider',
      }}>
        <Toolbar />
        <List component="nav" aria-label={t('sideMenu')} data-testid="side-menu" dense sx={{ overflowY: 'auto' }}>
          <SideMenuItems nodes={nodes} depth={0} language={language} currentPath={current?.page.path ?? ''}
            toggled={toggled} onToggle={(id, open) => setToggled((previous) => ({ ...previous, [id]: open }))} />
        </List>
      </Box>
    </Box>
  );
}
