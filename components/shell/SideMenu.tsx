'use client';
// The permanent side panel with the user's menu (only isShow entries); the current page is
// highlighted. Styled boxes rather than MUI's Drawer, whose sliding variant no page needs here (7 KB).
// The entries are styled here, once, as MUI's dense ListItemButton and ListItemText look.
import { Box, List, Toolbar, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useCurrentPage } from '@/components/permission/useCurrentPage';
import { useMenu, useMenuLanguage } from '@/components/permission/MenuProvider';
import { visibleTree } from '@/lib/menu/visible-tree';
import { MENU_ITEM_CLASS, SideMenuItems } from './SideMenuItems';

export const SIDE_MENU_WIDTH = 240;

const entries = (theme: Theme): SystemStyleObject<Theme> => {
  const { action, primary, text } = theme.palette;
  const selected = (extra = 0) => theme.alpha(primary.main, action.selectedOpacity + extra);
  return {
    '--side-menu-unit': theme.spacing(1),
    [`& .${MENU_ITEM_CLASS}`]: {
      display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%', boxSizing: 'border-box', minWidth: 0,
      m: 0, border: 0, borderRadius: 0, py: 1, pr: 2, bgcolor: 'transparent', color: text.primary,
      ...theme.typography.body2, textAlign: 'left', textDecoration: 'none', cursor: 'pointer', outline: 0,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { bgcolor: action.hover },
      '&:focus-visible': { bgcolor: action.focus },
    },
    [`& .${MENU_ITEM_CLASS}[aria-current="page"]`]: {
      bgcolor: selected(), '&:hover': { bgcolor: selected(action.hoverOpacity) }, '&:focus-visible': { bgcolor: selected(action.focusOpacity) },
    },
    [`& .${MENU_ITEM_CLASS}[aria-disabled="true"]`]: { opacity: action.disabledOpacity, cursor: 'default', pointerEvents: 'none' },
  };
};

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
        <List component="nav" aria-label={t('sideMenu')} data-testid="side-menu" dense sx={[{ overflowY: 'auto' }, entries]}>
          <SideMenuItems nodes={nodes} depth={0} language={language} currentPath={current?.page.path ?? ''}
            toggled={toggled} onToggle={(id, open) => setToggled((previous) => ({ ...previous, [id]: open }))} />
        </List>
      </Box>
    </Box>
  );
}
