// Menu-driven permission checks (spec 2, 6). Pure: used by route handlers and by the browser.
import { DEFAULT_HOME } from '../spec-constants';
import { normaliseMenuPath } from './menu-to-routes';
import type { ButtonPermission, ConvertedMenu, MenuNode, MenuPage } from './types';

/** '/DataHome?x=1#y' and '/DataHome/' both look up '/DataHome'. */
export function pagePathOf(path: string): string {
  const bare = normaliseMenuPath(path.split(/[?#]/, 1)[0]);
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function findPage(menu: ConvertedMenu, path: string): ConvertedMenu['pages'][string] | null {
  const key = pagePathOf(path);
  return Object.prototype.hasOwnProperty.call(menu.pages, key) ? menu.pages[key] : null;
}

/** Only pages of the stored menu may be opened (hidden pages included: they are granted). */
export function canOpenPage(menu: ConvertedMenu, path: string): boolean {
  return findPage(menu, path) !== null;
}

export function pageButtons(menu: ConvertedMenu, path: string): ButtonPermission[] {
  return findPage(menu, path)?.page.btns ?? [];
}

/** A button is allowed only if its index is among the buttons of that page (spec 6). */
export function canPressButton(menu: ConvertedMenu, path: string, buttonIndex: string): boolean {
  return buttonIndex !== '' && pageButtons(menu, path).some((btn) => btn.index === buttonIndex);
}

function firstPage(nodes: MenuNode[], visibleOnly: boolean, menu: ConvertedMenu): MenuPage | null {
  for (const node of nodes) {
    if (visibleOnly && !node.isShow) continue;
    if (node.kind === 'page') {
      if (node.path && menu.pages[node.path]?.page === node) return node;
    } else {
      const found = firstPage(node.subs, visibleOnly, menu);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Where a signed-in user lands (spec 2): /DataHome when granted, else the first granted page
 * in menu order (preferring one shown in the side menu), else null.
 */
export function homePath(menu: ConvertedMenu): string | null {
  if (canOpenPage(menu, DEFAULT_HOME)) return DEFAULT_HOME;
  return (firstPage(menu.tree, true, menu) ?? firstPage(menu.tree, false, menu))?.path ?? null;
}

/** The English title when the language is en-US and it is not blank, else the Chinese title. */
export function menuTitle(item: { title: string; titleEn: string }, language: string): string {
  return language === 'en-US' && item.titleEn.trim() !== '' ? item.titleEn : item.title;
}
