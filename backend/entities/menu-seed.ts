// The menu entries the declared screens and special pages imply (seeded at every start; rows
// that exist are left alone, so edits made in /pageGroup survive): each screen's menu directory
// (lib/menu/directories.ts), its page (id decl.menuId, KindNo = position in the list), and its
// buttons. Buttons are found by page and name: a button added anywhere in a declaration appears
// in an existing deployment; a new one takes id menuId * 100 + n (n = its place among the
// distinct button keys in the order create, update, delete, export, import, then the row
// actions), or the next free id of the page when that one is taken. Titles come from the messages: screens/<entity>.json `title`, list.json
// `buttons.<action>` (or `<action>`) and screens/<entity>.json `actions.<name>`; a missing file or
// key falls back to the entity, path or key.
import fs from 'node:fs';
import path from 'node:path';
import { MENU_DIRECTORIES } from '../../lib/menu/directories';
import type { PageDecl } from '../../lib/pages/types';
import type { ListAction, ScreenDecl } from '../../lib/screens/types';
import type { Language } from '../../lib/spec-constants';
import { screenIndex } from './screen-index';

export const MENU_TYPE = { directory: 1, page: 2, button: 3 } as const;

export interface MenuSeedEntry {
  id: number; pid: number; kindDegree: number; kindNo: number; menuType: number;
  title: string; titleEn: string; index: string; icon: string; funcId?: string;
}

const MESSAGES_DIR = path.join(__dirname, '..', '..', 'messages');
const LIST_ACTIONS: readonly ListAction[] = ['create', 'update', 'delete', 'export', 'import'];

type Labels = (language: Language, file: string, keys: string[]) => string | undefined;

/** Reads messages/<language>/<file>.json once per call of screenMenuSeed. */
function labelReader(dir: string): Labels {
  const files = new Map<string, unknown>();
  const load = (language: Language, file: string) => {
    const key = `${language}/${file}`;
    if (!files.has(key)) {
      let parsed: unknown = null;
      try { parsed = JSON.parse(fs.readFileSync(path.join(dir, language, `${file}.json`), 'utf8')); } catch { parsed = null; }
      files.set(key, parsed);
    }
    return files.get(key);
  };
  return (language, file, keys) => {
    let node = load(language, file);
    for (const key of keys) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    return typeof node === 'string' && node.trim() ? node : undefined;
  };
}

/** Distinct button keys of a screen in seeding order, with the action each first serves. */
export function screenButtons(decl: ScreenDecl): { key: string; action: string; rowAction: boolean }[] {
  const out: { key: string; action: string; rowAction: boolean }[] = [];
  const add = (key: string | undefined, action: string, rowAction: boolean) => {
    if (key && !out.some((b) => b.key === key)) out.push({ key, action, rowAction });
  };
  for (const action of LIST_ACTIONS) add(decl.buttons[action], action, false);
  for (const rowAction of decl.rowActions ?? []) add(rowAction.button, rowAction.name, true);
  return out;
}

function directoryEntry(key: ScreenDecl['directory']): MenuSeedEntry {
  const directory = MENU_DIRECTORIES[key];
  return {
    id: directory.menuId, pid: 0, kindDegree: 1, kindNo: directory.order, menuType: MENU_TYPE.directory,
    title: directory.title, titleEn: directory.titleEn, index: '', icon: directory.icon,
  };
}

export function screenMenuSeed(screens: readonly ScreenDecl[], messagesDir = MESSAGES_DIR): MenuSeedEntry[] {
  const index = screenIndex(screens);
  const label = labelReader(messagesDir);
  const entries: MenuSeedEntry[] = [];
  const directories = new Set<number>();
  screens.forEach((own, position) => {
    const directory = MENU_DIRECTORIES[own.directory];
    if (directory && !directories.has(directory.menuId)) {
      directories.add(directory.menuId);
      entries.push(directoryEntry(own.directory));
    }
    const view = index.screenAt(own.path) ?? own;
    const fallback = own.path.replace(/^\//, '');
    entries.push({
      id: own.menuId, pid: directory?.menuId ?? 0, kindDegree: 2, kindNo: position + 1, menuType: MENU_TYPE.page,
      title: label('zh-CN', `screens/${own.entity}`, ['title']) ?? fallback,
      titleEn: label('en-US', `screens/${own.entity}`, ['title']) ?? fallback,
      index: own.path, icon: '',
    });
    screenButtons(view).forEach((button, n) => {
      const title = (language: Language) => (button.rowAction
        ? label(language, `screens/${view.entity}`, ['actions', button.action])
        : label(language, 'list', ['buttons', button.action]) ?? label(language, 'list', [button.action])) ?? button.key;
      const id = own.menuId * 100 + n + 1;
      entries.push({
        id, pid: own.menuId, kindDegree: 3, kindNo: n + 1, menuType: MENU_TYPE.button,
        title: title('zh-CN'), titleEn: title('en-US'), index: button.key, icon: '', funcId: String(id),
      });
    });
  });
  return entries;
}

/**
 * Entries of the special pages (lib/pages): their menu directory (when no declared screen brought
 * it), the page (at its kindNo, else after the directory's declared screens), and its buttons.
 */
export function pageMenuSeed(pages: readonly PageDecl[], before: readonly MenuSeedEntry[], messagesDir = MESSAGES_DIR): MenuSeedEntry[] {
  const label = labelReader(messagesDir);
  const entries: MenuSeedEntry[] = [];
  const all = () => [...before, ...entries];
  for (const page of pages) {
    const directory = MENU_DIRECTORIES[page.directory];
    if (!all().some((e) => e.id === directory.menuId)) entries.push(directoryEntry(page.directory));
    const siblings = all().filter((e) => e.pid === directory.menuId);
    const fallback = page.path.replace(/^\//, '');
    const title = (language: Language, keys: string[], orElse: string) => label(language, page.messages, keys) ?? orElse;
    const titleKey = page.titleKey ?? 'title';
    entries.push({
      id: page.menuId, pid: directory.menuId, kindDegree: 2, kindNo: page.kindNo ?? Math.max(0, ...siblings.map((e) => e.kindNo)) + 1,
      menuType: MENU_TYPE.page, title: title('zh-CN', [titleKey], fallback), titleEn: title('en-US', [titleKey], fallback),
      index: page.path, icon: page.icon,
    });
    page.buttons.forEach((key, n) => {
      const id = page.menuId * 100 + n + 1;
      entries.push({
        id, pid: page.menuId, kindDegree: 3, kindNo: n + 1, menuType: MENU_TYPE.button,
        title: title('zh-CN', ['buttons', key], key), titleEn: title('en-US', ['buttons', key], key), index: key, icon: '', funcId: String(id),
      });
    });
  }
  return entries;
}
