// What the side menu shows: only isShow entries, and no directory left without a visible page.
import type { MenuNode } from './types';

export function visibleTree(nodes: MenuNode[]): MenuNode[] {
  const shown: MenuNode[] = [];
  for (const node of nodes) {
    if (!node.isShow) continue;
    if (node.kind === 'page') {
      shown.push(node);
      continue;
    }
    const subs = visibleTree(node.subs);
    if (subs.length > 0) shown.push({ ...node, subs });
  }
  return shown;
}

/** Whether the node is the page at `path` or a directory holding it. */
export function containsPath(node: MenuNode, path: string): boolean {
  if (node.kind === 'page') return path !== '' && node.path === path;
  return node.subs.some((sub) => containsPath(sub, path));
}

/** data-testid of a side-menu link: 'menu-link-' and the path without its leading slash. */
export function menuLinkTestId(path: string): string {
  return `menu-link-${path.replace(/^\//, '')}`;
}
