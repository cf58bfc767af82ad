// Menus and pages (spec 3) over `menu_entries`: one store per terrace (lib/admin/terraces.ts).
// A parent must be a directory or page of the same terrace (a button sits under a page, anything
// else under a directory, never under itself or below itself); level 1 is exactly the top level.
// A page's route path is unique among the terrace's pages, a button's key among its page's
// buttons. Creating a page with default create/update/delete flags adds its add/edit/delete
// buttons. An entry with entries below it is not deleted. Only a super administrator changes a
// menu: renaming a held page or button to another's path or key would grant it.
import { MENU_KIND, TERRACE, type Terrace } from '../../../lib/admin/terraces';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';
import { callerOf, flag, STAFF_KEYS } from './common';
import { refId } from '../../kernel/refs';

interface EntryRow { id: number; pid: number; menu_type: number; kind_degree: number; terrace: number }

/** Buttons a new page gets from its default flags: flag -> key and titles. */
export const DEFAULT_BUTTONS = [
  { flag: 'defaultCreate', index: 'add', title: '新增', titleEn: 'Add' },
  { flag: 'defaultUpdate', index: 'edit', title: '修改', titleEn: 'Edit' },
  { flag: 'defaultDelete', index: 'delete', title: '删除', titleEn: 'Delete' },
] as const;

/** Deepest nesting walked when looking for a cycle. */
const MAX_DEPTH = 20;

async function isBelow(tx: Queryable, candidate: number, ancestor: number): Promise<boolean> {
  let current: number | undefined = candidate;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current === ancestor) return true;
    const [row]: { pid: number }[] = await tx.query<{ pid: number }>('SELECT pid FROM menu_entries WHERE id = $1', [current]);
    current = row?.pid;
  }
  return false;
}

async function checkEntry(tx: Queryable, values: Values, terrace: Terrace, id?: number): Promise<Values> {
  const out: Values = {
    ...values,
    kindNo: values.kindNo ?? 0,
    index: typeof values.index === 'string' ? values.index.trim() : '',
    defaultCreate: flag(values.defaultCreate), defaultRead: flag(values.defaultRead),
    defaultUpdate: flag(values.defaultUpdate), defaultDelete: flag(values.defaultDelete),
  };
  const menuType = Number(values.menuType);
  const blankPid = values.pid === null || values.pid === undefined || values.pid === '' || values.pid === '0' || values.pid === 0;
  const pid = blankPid ? 0 : refId(values, 'pid');
  out.pid = pid;
  if (pid === 0) {
    if (menuType === MENU_KIND.button) throw new FieldError('pid', 'blank');
    if (Number(values.kindDegree) !== 1) throw new FieldError('kindDegree', 'option');
  } else {
    const [parent] = await tx.query<EntryRow>('SELECT id, pid, menu_type, kind_degree, terrace FROM menu_entries WHERE id = $1', [pid]);
    const fits = parent && parent.terrace === terrace
      && (menuType === MENU_KIND.button ? parent.menu_type === MENU_KIND.page : parent.menu_type === MENU_KIND.directory);
    if (!fits || (id !== undefined && (await isBelow(tx, pid, id)))) throw new FieldError('pid', 'option');
    if (Number(values.kindDegree) === 1) throw new FieldError('kindDegree', 'option');
  }
  if (id !== undefined && menuType === MENU_KIND.button) {
    const [child] = await tx.query('SELECT 1 FROM menu_entries WHERE pid = $1 LIMIT 1', [id]);
    if (child) throw new FieldError('menuType', 'option');
  }
  if (menuType === MENU_KIND.button && !out.index) throw new FieldError('index', 'blank');
  if (out.index && menuType !== MENU_KIND.directory) {
    const clash = await tx.query(
      menuType === MENU_KIND.page
        ? 'SELECT 1 FROM menu_entries WHERE terrace = $1 AND menu_type = 2 AND index_path = $2 AND id <> $3 LIMIT 1'
        : 'SELECT 1 FROM menu_entries WHERE terrace = $1 AND menu_type = 3 AND index_path = $2 AND id <> $3 AND pid = $4 LIMIT 1',
      menuType === MENU_KIND.page ? [terrace, out.index, id ?? 0] : [terrace, out.index, id ?? 0, pid]);
    if (clash.length) throw new FieldError('index', 'unique');
  }
  return out;
}

function menuStore(entity: string, terrace: Terrace, withButtons = true): EntityStore {
  const where = `t.terrace = ${Number(terrace)}${withButtons ? '' : ` AND t.menu_type IN (${MENU_KIND.directory}, ${MENU_KIND.page})`}`;
  return {
    entity,
    table: 'menu_entries',
    columns: { index: 'index_path' },
    computed: { parentTitle: 'p.title' },
    joins: 'LEFT JOIN menu_entries p ON p.id = t.pid',
    where,
    fixed: { terrace },
    options: {
      pid: `SELECT id AS value, title || CASE WHEN index_path <> '' THEN ' (' || index_path || ')' ELSE '' END AS label
            FROM menu_entries WHERE terrace = ${Number(terrace)} AND menu_type IN (1, 2) ORDER BY kind_degree, kind_no, id`,
    },

    beforeWrite(tx, values, _mode, context, id) {
      if (!callerOf(context).isSuper) throw refuse(STAFF_KEYS.menuSuperOnly);
      return checkEntry(tx, values, terrace, id);
    },

    async afterWrite(tx, id, values, mode) {
      if (mode !== 'create' || Number(values.menuType) !== MENU_KIND.page) return;
      let order = 0;
      for (const button of DEFAULT_BUTTONS) {
        order += 1;
        if (!values[button.flag]) continue;
        await tx.query(
          `INSERT INTO menu_entries (pid, kind_degree, kind_no, menu_type, title, title_en, index_path, terrace)
           VALUES ($1, $2, $3, ${MENU_KIND.button}, $4, $5, $6, $7)`,
          [id, Number(values.kindDegree) + 1, order, button.title, button.titleEn, button.index, terrace]);
      }
    },

    async refuseDelete(tx, ids, context) {
      if (!callerOf(context).isSuper) return STAFF_KEYS.menuSuperOnly;
      const rows = await tx.query('SELECT 1 FROM menu_entries WHERE pid = ANY($1::int[]) AND NOT (id = ANY($1::int[])) LIMIT 1', [ids]);
      return rows.length ? STAFF_KEYS.menuEntryHasChildren : null;
    },
  };
}

export const menuStores: readonly EntityStore[] = [
  menuStore('menuWeb', TERRACE.web, false),
  menuStore('menuWebAll', TERRACE.web),
  menuStore('menuH5', TERRACE.h5),
  menuStore('menuInspection', TERRACE.inspectionApp),
  menuStore('menuCashier', TERRACE.cashierApp),
  menuStore('menuCashierEn', TERRACE.cashierAppEn),
];
