'use client';
// The signed-in user's menu, given by the server layout, for every client component below it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ConvertedMenu } from '@/lib/menu/types';

export interface MenuProviderProps {
  menu: ConvertedMenu;
  /** The language menu titles are shown in (menuTitle). */
  language: string;
  children: ReactNode;
}

const MenuContext = createContext<{ menu: ConvertedMenu; language: string } | null>(null);

export function MenuProvider({ menu, language, children }: MenuProviderProps) {
  const value = useMemo(() => ({ menu, language }), [menu, language]);
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
