// The operations a screen declaration implies, and how they travel: the browser posts
// { path, action, payload } to /api/screen; the BFF checks the page (path) and the action's
// button in the user's menu and forwards to the backend's generic handler, GetList
// '<entity>.<action>', with the page in datas so the backend checks the same grant.
import type { ListAction, RowActionDecl, ScreenDecl } from './types';

export const SCREEN_HANDLER = 'HandlersCatc/CatcCom';
/** CatcCom is compressed (spec 7): gzip both ways. */
export const SCREEN_COMPRESS = '22';

export type ScreenAction = 'list' | ListAction | string;

export interface ScreenOperation {
  action: ScreenAction;
  /** Button index that grants it; none for reading the list. */
  button?: string;
  rowAction?: RowActionDecl;
}

export const getListOf = (entity: string, action: ScreenAction) => `${entity}.${action}`;

export function screenOperations(screen: ScreenDecl): ScreenOperation[] {
  const ops: ScreenOperation[] = [{ action: 'list' }];
  for (const action of ['create', 'update', 'delete', 'export', 'import'] as const) {
    const button = screen.buttons[action];
    if (button) ops.push({ action, button });
  }
  for (const rowAction of screen.rowActions ?? []) ops.push({ action: rowAction.name, button: rowAction.button, rowAction });
  return ops;
}

export function findScreenOperation(screen: ScreenDecl, action: string): ScreenOperation | undefined {
  return screenOperations(screen).find((op) => op.action === action);
}
