// What a user may do on a declared list screen: each action's button index must be among the
// page's granted buttons (spec 6). The server refuses the rest anyway.
import type { ListAction, RowActionDecl, ScreenDecl } from '../screens/types';

export interface ListGrants {
  create: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
  import: boolean;
  /** Row actions granted, in declaration order. */
  rowActions: RowActionDecl[];
  /** Granted row actions offered for several selected rows. */
  bulkActions: RowActionDecl[];
  /** Checkbox selection: delete or a bulk action is granted. */
  selectable: boolean;
  /** Rows open a detail view (the declaration has one; reading it needs only the page). */
  detail: boolean;
  /** A row-actions column: details, edit, delete or a row action is granted. */
  rowColumn: boolean;
}

export function listGrants(screen: ScreenDecl, buttons: ReadonlySet<string>, hasDialog: (name: string) => boolean = () => true): ListGrants {
  const has = (action: ListAction) => {
    const button = screen.buttons[action];
    return button !== undefined && buttons.has(button);
  };
  const rowActions = (screen.rowActions ?? []).filter((a) => buttons.has(a.button) && (!a.dialog || hasDialog(a.dialog)));
  const bulkActions = rowActions.filter((a) => a.bulk);
  const grants = { create: has('create'), update: has('update'), delete: has('delete'), export: has('export'), import: has('import') };
  return {
    ...grants, rowActions, bulkActions,
    selectable: grants.delete || bulkActions.length > 0,
    detail: Boolean(screen.detail),
    rowColumn: Boolean(screen.detail) || grants.update || grants.delete || rowActions.length > 0,
  };
}
