'use client';
// The signed-in user's menu, given by the server layout as its tree (the pages by path are
// rebuilt here rather than sent twice), for every client component below it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { pagesOf } from '@/lib/menu/page-index';
import type { ConvertedMenu, MenuNode } from '@/lib/menu/types';

export interface MenuProviderProps {
  tree: MenuNode[];
  /** The language menu titles are shown in (menuTitle). */
  language: string;
  children: ReactNode;
}

const MenuContext = createContext<{ menu: ConvertedMenu; language: string } | null>(null);

export function MenuProvider({ tree, language, children }: MenuProviderProps) {
  const value = useMemo(() => ({ menu: { tree, pages: pagesOf(tree), wrongRoutes: [] }, language }), [tree, language]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

function useMenuContext() {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu must be used inside <MenuProvider>');
  return value;
}

export function useMenu(): ConvertedMenu {
  return useMenuContext().menu;
}

export function useMenuLanguage(): string {
  return useMenuContext().language;
}
