'use client';
// The permanent side drawer with the user's menu (only isShow entries); the current page is highlighted.
import { Drawer, List, Toolbar } from '@mui/material';
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
    <Drawer variant="permanent"
      sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } } }}>
      <Toolbar />
      <List component="nav" aria-label={t('sideMenu')} data-testid="side-menu" dense sx={{ overflowY: 'auto' }}>
        <SideMenuItems nodes={nodes} depth={0} language={language} currentPath={current?.page.path ?? ''}
          toggled={toggled} onToggle={(id, open) => setToggled((previous) => ({ ...previous, [id]: open }))} />
      </List>
    </Drawer>
  );
}
