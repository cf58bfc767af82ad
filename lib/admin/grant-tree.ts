// The grant tree of a role group (pure, shared by the grant dialog and the backend): the menu of
// one terrace as directories > pages > buttons, and the rules of checking entries in it:
// - checking an entry checks everything below it (a page checks its buttons);
// - checking an entry also checks its ancestors (a button implies its page and directory);
// - unchecking an entry unchecks everything below it; its ancestors stay as they are.
// - a caller changes only the entries he may grant (those he holds himself, less the grant-editing
//   buttons, unless he is a super administrator); the others stay as they are.
// Checked sets are plain sorted number arrays so that they can live in the dialog tray.
import { MENU_KIND } from './terraces';

/** A menu entry as the backend lists it for the grant tree. */
export interface GrantEntry {
  id: number;
  pid: number;
  menuType: number;
  title: string;
  titleEn: string;
  /** Route path of a page, key of a button. */
  index: string;
  /** 1 enabled, 0 disabled (a disabled entry is shown, greyed, and grants nothing). */
  status: number;
}

export interface GrantNode extends GrantEntry {
  children: GrantNode[];
}

export interface GrantIndex {
  nodes: Map<number, GrantNode>;
  parent: Map<number, number>;
}

/** A depth bound: a cycle in bad data must not hang the tree. */
const MAX_DEPTH = 10;

/**
 * Nests flat entries (already in display order) under their parents. Left out: an entry whose
 * parent is missing, a button with pid 0, a button under anything but a page, and anything
 * under a button (as WebPowerList does).
 */
export function buildGrantTree(entries: readonly GrantEntry[]): GrantNode[] {
  const byParent = new Map<number, GrantEntry[]>();
  for (const entry of entries) {
    const siblings = byParent.get(entry.pid) ?? [];
    siblings.push(entry);
    byParent.set(entry.pid, siblings);
  }
  const build = (entry: GrantEntry, depth: number): GrantNode => ({
    ...entry,
    children: entry.menuType === MENU_KIND.button || depth >= MAX_DEPTH ? [] : (byParent.get(entry.id) ?? [])
      .filter((child) => child.id !== entry.id && (child.menuType !== MENU_KIND.button || entry.menuType === MENU_KIND.page))
      .map((child) => build(child, depth + 1)),
  });
  return (byParent.get(0) ?? []).filter((entry) => entry.menuType !== MENU_KIND.button).map((entry) => build(entry, 0));
}

export function indexTree(tree: readonly GrantNode[]): GrantIndex {
  const nodes = new Map<number, GrantNode>();
  const parent = new Map<number, number>();
  const visit = (node: GrantNode, pid: number) => {
    if (nodes.has(node.id)) return;
    nodes.set(node.id, node);
    if (pid) parent.set(node.id, pid);
    for (const child of node.children) visit(child, node.id);
  };
  for (const node of tree) visit(node, 0);
  return { nodes, parent };
}

/** Ids of every entry below this one. */
export function descendantsOf(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  const walk = (node: GrantNode | undefined) => {
    for (const child of node?.children ?? []) {
      out.push(child.id);
      walk(child);
    }
  };
  walk(index.nodes.get(id));
  return out;
}

/** Ids of the entries above this one, nearest first. */
export function ancestorsOf(index: GrantIndex, id: number): number[] {
  const out: number[] = [];
  for (let pid = index.parent.get(id); pid !== undefined && !out.includes(pid); pid = index.parent.get(pid)) out.push(pid);
  return out;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** The entries a caller may grant or take away: 'all' (a super administrator), or these ids. */
export type Grantable = 'all' | ReadonlySet<number>;
export const mayChange = (grantable: Grantable, id: number) => grantable === 'all' || grantable.has(id);

/**
 * The keys of the buttons that edit what others hold (role groups' grants, permission groups'
 * lots and members): only a super administrator grants them (lib/areas/staff/screens.ts).
 */
export const GRANT_EDITING_BUTTONS: readonly string[] = ['grants', 'assignLots', 'assignMembers'];

/** The checked set after checking (on) or unchecking (off) one entry; what the caller may not change stays. */
export function toggleGrant(checked: readonly number[], index: GrantIndex, id: number, on: boolean, grantable: Grantable = 'all'): number[] {
  if (!index.nodes.has(id) || !mayChange(grantable, id)) return sorted(checked);
  const set = new Set(checked);
  const below = descendantsOf(index, id).filter((x) => mayChange(grantable, x));
  if (on) {
    for (const x of [id, ...below, ...ancestorsOf(index, id)]) set.add(x);
  } else {
    for (const x of [id, ...below]) set.delete(x);
  }
  // An entry the caller may not take away keeps its ancestors checked.
  return closeGrants([...set], index);
}

/** Every entry checked (on) or none (off), of those the caller may change. */
export function setAllGrants(checked: readonly number[], index: GrantIndex, on: boolean, grantable: Grantable = 'all'): number[] {
  const kept = checked.filter((id) => !mayChange(grantable, id));
  return closeGrants(on ? [...kept, ...allIds(index).filter((id) => mayChange(grantable, id))] : kept, index);
}

/**
 * What is stored when a caller asks for `requested` over `current`: the entries he may change
 * follow the request (with their ancestors), the others stay as they are. `refused` lists the
 * entries the request would add that he may not grant (ancestors of an entry he may grant are
 * not counted: a directory grants nothing by itself).
 */
export function changeGrants(current: readonly number[], requested: readonly number[], index: GrantIndex, grantable: Grantable):
  { next: number[] } | { refused: number[] } {
  const have = new Set(current);
  const allowedAncestors = new Set(requested.filter((id) => mayChange(grantable, id)).flatMap((id) => ancestorsOf(index, id)));
  const asked = closeGrants(requested, index);
  const refused = asked.filter((id) => !have.has(id) && !mayChange(grantable, id) && !allowedAncestors.has(id));
  if (refused.length) return { refused };
  const kept = current.filter((id) => !mayChange(grantable, id));
  return { next: closeGrants([...asked.filter((id) => mayChange(grantable, id) || allowedAncestors.has(id)), ...kept], index) };
}

/**
 * What is stored: the entries of the tree among `ids`, with every ancestor of each (ids that
 * are not in the tree are dropped).
 */
export function closeGrants(ids: readonly number[], index: GrantIndex): number[] {
  const set = new Set<number>();
  for (const id of ids) {
    if (!index.nodes.has(id)) continue;
    set.add(id);
    for (const up of ancestorsOf(index, id)) set.add(up);
  }
  return sorted(set);
}

export type CheckState = 'checked' | 'partial' | 'unchecked';

/** Checked with everything below it checked, checked with something below unchecked, or not. */
export function checkState(checked: ReadonlySet<number>, index: GrantIndex, id: number): CheckState {
  if (!checked.has(id)) return 'unchecked';
  return descendantsOf(index, id).every((x) => checked.has(x)) ? 'checked' : 'partial';
}

/** Every id of the tree (to check all, or to count). */
export function allIds(index: GrantIndex): number[] {
  return sorted(index.nodes.keys());
}

/** The grants row action's answer to { read: true } (backend/areas/staff/role-groups.ts). */
export interface GrantsRead {
  group: { id: number; name: string; nameEn: string; kind: number; isSuper: boolean };
  /** The menu the group's kind is granted from (lib/admin/terraces.ts). */
  terrace: number;
  tree: GrantNode[];
  /** Granted entries of the tree (ids), sorted. */
  granted: number[];
  /** The entries the caller may change (ids, sorted); null: every entry (a super administrator). */
  grantable: number[] | null;
}
