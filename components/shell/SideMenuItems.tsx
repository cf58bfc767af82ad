'use client';
// The side menu's entries, recursively: directories collapse, pages are links. Plain links and
// buttons styled once by the menu (SideMenu.tsx) rather than one MUI ListItemButton each: an
// administrator's menu shows some 70 entries, rendered on the server and hydrated on every page.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Fragment } from 'react';
import { MenuLink } from '@/components/app/MenuLink';
import { menuTitle } from '@/lib/menu/permissions';
import type { MenuNode } from '@/lib/menu/types';
import { containsPath, menuLinkTestId } from '@/lib/menu/visible-tree';

/** The class of every entry, styled by the menu. */
export const MENU_ITEM_CLASS = 'side-menu-item';
/** Indentation of an entry per level, in theme spacing units. */
const INDENT = 2;

export interface SideMenuItemsProps {
  nodes: MenuNode[];
  depth: number;
  language: string;
  /** Path of the current page ('' when the current route is not a menu page). */
  currentPath: string;
  /** Directory ids the user opened (true) or closed (false); otherwise open when holding the current page. */
  toggled: Record<string, boolean>;
  onToggle(id: string, open: boolean): void;
}

export function SideMenuItems({ nodes, depth, language, currentPath, toggled, onToggle }: SideMenuItemsProps) {
  const indent = { paddingLeft: `calc(var(--side-menu-unit) * ${INDENT + depth * INDENT})` };
  return (
    <>
      {nodes.map((node) => {
        const title = menuTitle(node, language);
        if (node.kind === 'page') {
          if (!node.path) return <span key={node.id} className={MENU_ITEM_CLASS} aria-disabled="true" style={indent}>{title}</span>;
          return (
            <MenuLink key={node.id} href={node.path} className={MENU_ITEM_CLASS} style={indent}
              aria-current={node.path === currentPath ? 'page' : undefined} data-testid={menuLinkTestId(node.path)}>
              {title}
            </MenuLink>
          );
        }
        const open = toggled[node.id] ?? containsPath(node, currentPath);
        return (
          <Fragment key={node.id}>
            <button type="button" className={MENU_ITEM_CLASS} style={indent} onClick={() => onToggle(node.id, !open)} aria-expanded={open}
              data-testid={`menu-dir-${node.id}`}>
              <span>{title}</span>
              {open ? <ExpandLess /> : <ExpandMore />}
            </button>
            {/* Shown or not, without MUI's Collapse animation (4 KB for every page). */}
            {open && (
              <div>
                <SideMenuItems nodes={node.subs} depth={depth + 1} language={language}
                  currentPath={currentPath} toggled={toggled} onToggle={onToggle} />
              </div>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
