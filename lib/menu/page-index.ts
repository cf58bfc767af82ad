// Every page of a menu tree by path, with the titles of its directories for breadcrumbs. The
// first page listed under a path wins (a path listed twice keeps its first place).
import type { ConvertedMenu, MenuNode } from './types';

type Pages = ConvertedMenu['pages'];
type Trail = Pages[string]['trail'];

export function pagesOf(tree: readonly MenuNode[]): Pages {
  const pages: Pages = {};
  const walk = (nodes: readonly MenuNode[], trail: Trail) => {
    for (const node of nodes) {
      if (node.kind === 'directory') walk(node.subs, [...trail, { title: node.title, titleEn: node.titleEn }]);
      else if (node.path && !(node.path in pages)) pages[node.path] = { page: node, trail };
    }
  };
  walk(tree, []);
  return pages;
}
