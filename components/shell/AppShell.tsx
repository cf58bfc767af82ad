'use client';
// The signed-in console's frame: app bar, side menu and the page, with the menu and the
// dialog tray available to every page below.
import { Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogTrayProvider } from '@/components/dialogs/DialogTrayProvider';
import { MenuProvider } from '@/components/permission/MenuProvider';
import type { MenuNode } from '@/lib/menu/types';
import type { Language } from '@/lib/spec-constants';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import type { ShellUser } from './UserMenu';

export interface AppShellProps {
  /** The user's menu tree (lib/menu/menu-to-routes.ts). */
  tree: MenuNode[];
  user: ShellUser;
  language: Language;
  projectName: string;
  children: ReactNode;
}

export function AppShell({ tree, user, language, projectName, children }: AppShellProps) {
  return (
    <MenuProvider tree={tree} language={language}>
      <DialogTrayProvider>
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <TopBar projectName={projectName} user={user} language={language} />
          <SideMenu />
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
            <Toolbar />
            {children}
          </Box>
        </Box>
      </DialogTrayProvider>
    </MenuProvider>
  );
}
