import 'server-only';
// The signed-in user's menu, fetched from WebPowerList and cached on the server per user while
// the backend's menu version stays the same (menu-version.ts).
// It never goes into the cookie; permission checks of every route handler read it from here.
import type { AppConfig } from '../config/app-config';
import { convertMenu } from '../menu/menu-to-routes';
import type { ConvertedMenu, RawMenuEntry } from '../menu/types';
import type { SessionData } from '../session/session';
import { POWER_LIST_REQUEST } from '../spec-constants';
import { processWide } from '../server/process-wide';
import { callWithSession } from './backend-call';
import { menuCacheUsable, seenMenuVersion } from './menu-version';

interface CachedMenu { at: number; token: string; version: string | null; menu: ConvertedMenu }
const cache = processWide('user-menus', () => new Map<string, CachedMenu>());

export type MenuResult = { ok: true; menu: ConvertedMenu } | { ok: false; session: boolean };

export async function getUserMenu(session: SessionData, config: AppConfig, renew = true): Promise<MenuResult> {
  const key = session.userId ?? '';
  const hit = cache.get(key);
  const seen = seenMenuVersion();
  if (hit && hit.token === session.accessToken && menuCacheUsable(hit, seen, Date.now())) return { ok: true, menu: hit.menu };
  const { result } = await callWithSession<RawMenuEntry[]>(session, config, {
    handler: 'WebPowerList', payload: { ...POWER_LIST_REQUEST },
  }, renew);
  if (!result.ok) return { ok: false, session: result.error.kind === 'session' };
  const menu = convertMenu(Array.isArray(result.data) ? result.data : []);
  // Labelled with the version seen before asking: the menu is at least that new. The version seen
  // after may come from another request's answer, newer than this menu; that label would keep it.
  cache.set(key, { at: Date.now(), token: session.accessToken ?? '', version: seen.value, menu });
  return { ok: true, menu };
}

export function forgetUserMenu(userId: string | undefined): void {
  if (userId) cache.delete(userId);
}

/** After a change of grants, menus or users' roles: every user's next load reads the new menu. */
export function forgetAllMenus(): void {
  cache.clear();
}

/** Entities whose changes alter someone's menu (role groups and their grants, menus, employees' roles). */
export const MENU_ENTITIES = /^(roleGroup|roleGroupAll|sentryRoleGroup|menu[A-Z]\w*|employee)$/;
