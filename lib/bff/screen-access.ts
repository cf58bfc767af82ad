// Which declared screen and operation a /api/screen call is for, and whether the user's menu
// grants it: the page, and the action's button (pure).
import { canOpenPage, canPressButton } from '../menu/permissions';
import type { ConvertedMenu } from '../menu/types';
import { findScreenOperation, type ScreenOperation } from '../screens/operations';
import { screenAt } from '../screens/registry';
import type { ScreenDecl } from '../screens/types';

export type ScreenAccess =
  | { ok: true; screen: ScreenDecl; op: ScreenOperation }
  | { ok: false; reason: 'notFound' | 'forbidden' };

export function screenAccess(menu: ConvertedMenu, path: string, action: string, find = screenAt): ScreenAccess {
  const screen = find(path);
  if (!screen) return { ok: false, reason: 'notFound' };
  if (!canOpenPage(menu, path)) return { ok: false, reason: 'forbidden' };
  const op = findScreenOperation(screen, action);
  if (!op) return { ok: false, reason: 'notFound' };
  if (op.button && !canPressButton(menu, path, op.button)) return { ok: false, reason: 'forbidden' };
  return { ok: true, screen, op };
}
