// WebPowerList.ashx: the caller's menu as a nested list (spec 3, 6, 7): the web console's
// entries only (terrace 2 = TerraceType; the other clients' menus share the table). Top-level entries
// (KindDegree '1') carry their children; buttons (MenuType '3') are children of their page with
// FuncID, FuncName and FuncNameEn. Only enabled entries granted to the caller's role group (all
// enabled entries for a super administrator), each level ordered by KindNo. An entry whose parent
// is not in the list is left out, as is a button with pid 0.
import { z } from 'zod';
import type { RawMenuEntry } from '../../lib/menu/types';
import { POWER_LIST_REQUEST } from '../../lib/spec-constants';
import type { Caller } from '../auth/tokens';
import { operation, requireCaller } from '../context';
import type { Queryable } from '../db';
import { MENU_TYPE } from '../seed';
import { integerEqualTo } from '../../lib/pages/inputs';

interface MenuRow {
  id: number; pid: number; kind_degree: number; kind_no: number; menu_type: number; is_frame: number;
  is_show: number; title: string; title_en: string; index_path: string; icon: string; func_id: string | null;
}

const TOP_LEVEL = 1;

export async function loadMenu(db: Queryable, caller: Pick<Caller, 'isSuper' | 'roleGroupId'>): Promise<RawMenuEntry[]> {
  const rows = await db.query<MenuRow>(
    `SELECT id, pid, kind_degree, kind_no, menu_type, is_frame, is_show, title, title_en, index_path, icon, func_id
     FROM menu_entries m
     WHERE terrace = $3 AND status = 1 AND ($1 OR EXISTS (
       SELECT 1 FROM role_grants g WHERE g.menu_entry_id = m.id AND g.role_group_id = $2))
     ORDER BY kind_no, id`,
    [caller.isSuper, caller.roleGroupId ?? 0, POWER_LIST_REQUEST.TerraceType],
  );
  const children = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.pid) ?? [];
    siblings.push(row);
    children.set(row.pid, siblings);
  }
  const build = (row: MenuRow, depth: number): RawMenuEntry => {
    const entry: RawMenuEntry = {
      id: row.id,
      pid: row.pid,
      KindDegree: String(row.kind_degree),
      KindNo: String(row.kind_no),
      MenuType: String(row.menu_type),
      isFrame: String(row.is_frame),
      isShow: String(row.is_show),
      title: row.title,
      titleEn: row.title_en,
      index: row.index_path,
      icon: row.icon,
      children: [],
    };
    if (row.menu_type === MENU_TYPE.button) {
      entry.FuncID = row.func_id ?? String(row.id);
      entry.FuncName = row.title;
      entry.FuncNameEn = row.title_en;
    } else if (depth < 10) {
      // Buttons hang only under pages; depth bound guards against a cycle in bad data.
      entry.children = (children.get(row.id) ?? [])
        .filter((child) => child.menu_type !== MENU_TYPE.button || row.menu_type === MENU_TYPE.page)
        .map((child) => build(child, depth + 1));
    }
    return entry;
  };
  return rows
    .filter((row) => row.kind_degree === TOP_LEVEL && row.menu_type !== MENU_TYPE.button)
    .map((row) => build(row, 0));
}

export const powerList = operation({
  access: 'signed-in',
  input: z.object({
    TerraceType: integerEqualTo(POWER_LIST_REQUEST.TerraceType),
    GetList: z.literal(POWER_LIST_REQUEST.GetList),
    IsMaintance: integerEqualTo(POWER_LIST_REQUEST.IsMaintance),
  }),
  async run(context) {
    return loadMenu(context.db, requireCaller(context));
  },
});
