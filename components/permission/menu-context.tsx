'use client';
// The signed-in user's menu, given by the server layout, for every client component below it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ConvertedMenu } from '@/lib/menu/types';

export interface MenuContextValue {
  menu: ConvertedMenu;
  language: string;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export function MenuProvider({ menu, language, children }: MenuContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ menu, language }), [menu, language]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu must be used inside <MenuProvider>');
  return value;
}
