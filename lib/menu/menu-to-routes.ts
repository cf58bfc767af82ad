// WebPowerList's answer -> the console's menu (spec 3): directories with subs, pages with btns,
// every page by path with its breadcrumb trail. Pure apart from the spec's console warning.
import { pagesOf } from './page-index';
import type { ButtonPermission, ConvertedMenu, MenuNode, MenuPage, RawMenuEntry } from './types';

const MENU_TYPE = { directory: '1', page: '2', button: '3' } as const;
const TOP_LEVEL_DEGREE = '1';

type Entry = Partial<Record<keyof RawMenuEntry, unknown>>;

interface Item {
  entry: Entry;
  /** The entry's own `children`, collected. */
  nested: Item[];
}

function isObject(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function flag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

function sortKey(entry: Entry): number {
  const n = Number.parseFloat(text(entry.KindNo));
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** Siblings by KindNo, numerically; ties and unparsable numbers keep input order (stable sort). */
function byKindNo(items: Item[]): Item[] {
  return [...items].sort((a, b) => {
    const ka = sortKey(a.entry);
    const kb = sortKey(b.entry);
    return ka === kb ? 0 : ka < kb ? -1 : 1;
  });
}

/** '/DataHome' stays, 'DataHome' becomes '/DataHome', blank becomes ''. */
export function normaliseMenuPath(index: unknown): string {
  const path = text(index).trim();
  if (!path) return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The entries of a list that are objects, each with its own `children` collected likewise. */
function collect(list: unknown): Item[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((entry) => ({ entry, nested: collect(entry.children) }));
}

function isPidZero(entry: Entry): boolean {
  return text(entry.pid).trim() === '0';
}

/**
 * Converts WebPowerList's answer (RawMenuEntry[], nested by `children` or flat by pid).
 * Takes `unknown` so that garbage from the wire is tolerated: non-objects are skipped, a
 * non-array gives an empty menu.
 */
export function convertMenu(raw: unknown): ConvertedMenu {
  const roots = collect(raw);

  // Children come from `children` when present, otherwise from the pid links among the
  // entries of the input's own list (a flat list).
  const byPid = new Map<string, Item[]>();
  for (const item of roots) {
    if (text(item.entry.KindDegree) === TOP_LEVEL_DEGREE) continue;
    const pid = text(item.entry.pid);
    byPid.set(pid, [...(byPid.get(pid) ?? []), item]);
  }
  const childrenOf = (item: Item): Item[] => {
    if (item.nested.length > 0) return item.nested;
    const id = text(item.entry.id);
    return id === '' ? [] : (byPid.get(id) ?? []);
  };

  const wrongRoutes: string[] = [];
  const used = new Set<Item>();

  const toButton = (item: Item): ButtonPermission => ({
    index: text(item.entry.index),
    FuncID: text(item.entry.FuncID),
    FuncName: text(item.entry.FuncName),
    FuncNameEn: text(item.entry.FuncNameEn),
  });

  const toPage = (item: Item): MenuPage => {
    const { entry } = item;
    const btns = byKindNo(childrenOf(item))
      .filter((child) => text(child.entry.MenuType) === MENU_TYPE.button && !isPidZero(child.entry))
      .map(toButton);
    const page: MenuPage = {
      kind: 'page',
      id: text(entry.id),
      title: text(entry.title),
      titleEn: text(entry.titleEn),
      icon: text(entry.icon),
      path: normaliseMenuPath(entry.index),
      isShow: flag(entry.isShow),
      isFrame: flag(entry.isFrame),
      btns,
    };
    if (!page.path) {
      wrongRoutes.push(page.title);
      console.warn('Detected a wrong route: page ' + page.title);
    }
    return page;
  };

  const toNodes = (items: Item[]): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const item of byKindNo(items)) {
      if (used.has(item)) continue; // a pid cycle or an entry listed twice
      const type = text(item.entry.MenuType);
      if (type === MENU_TYPE.page) {
        used.add(item);
        nodes.push(toPage(item));
      } else if (type === MENU_TYPE.directory) {
        used.add(item);
        const { entry } = item;
        nodes.push({
          kind: 'directory',
          id: text(entry.id),
          title: text(entry.title),
          titleEn: text(entry.titleEn),
          icon: text(entry.icon),
          isShow: flag(entry.isShow),
          subs: toNodes(childrenOf(item)),
        });
      }
      // Buttons outside a page (including MenuType 3 with pid 0) and unknown types are dropped.
    }
    return nodes;
  };

  const top = roots.filter((item) => text(item.entry.KindDegree) === TOP_LEVEL_DEGREE);
  const tree = toNodes(top);
  return { tree, pages: pagesOf(tree), wrongRoutes };
}
