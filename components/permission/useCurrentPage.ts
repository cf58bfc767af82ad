'use client';
// The menu page being shown (by pathname) with its breadcrumb trail, or null.
import { usePathname } from 'next/navigation';
import { findPage } from '@/lib/menu/permissions';
import type { ConvertedMenu } from '@/lib/menu/types';
import { useMenu } from './MenuProvider';

export type CurrentPage = ConvertedMenu['pages'][string];

export function useCurrentPage(): CurrentPage | null {
  const menu = useMenu();
  const pathname = usePathname();
  return pathname ? findPage(menu, pathname) : null;
}
