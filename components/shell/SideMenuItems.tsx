'use client';
// The side menu's entries, recursively: directories collapse, pages are links.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { List, ListItemButton, ListItemText } from '@mui/material';
import Link from 'next/link';
import { Fragment } from 'react';
import { menuTitle } from '@/lib/menu/permissions';
import type { MenuNode } from '@/lib/menu/types';
import { containsPath, menuLinkTestId } from '@/lib/menu/visible-tree';

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
  const indent = 2 + depth * 2;
  return (
    <>
      {nodes.map((node) => {
        const title = menuTitle(node, language);
        if (node.kind === 'page') {
          if (!node.path) {
            return <ListItemButton key={node.id} disabled sx={{ pl: indent }}><ListItemText primary={title} /></ListItemButton>;
          }
          return (
            <ListItemButton key={node.id} component={Link} href={node.path} selected={node.path === currentPath}
              aria-current={node.path === currentPath ? 'page' : undefined}
              data-testid={menuLinkTestId(node.path)} sx={{ pl: indent }}>
              <ListItemText primary={title} />
            </ListItemButton>
          );
        }
        const open = toggled[node.id] ?? containsPath(node, currentPath);
        return (
          <Fragment key={node.id}>
            <ListItemButton onClick={() => onToggle(node.id, !open)} aria-expanded={open}
              data-testid={`menu-dir-${node.id}`} sx={{ pl: indent }}>
              <ListItemText primary={title} />
              {open ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            {/* Shown or not, without MUI's Collapse animation (4 KB for every page). */}
            {open && (
              <List component="div" disablePadding>
                <SideMenuItems nodes={node.subs} depth={depth + 1} language={language}
                  currentPath={currentPath} toggled={toggled} onToggle={onToggle} />
              </List>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
