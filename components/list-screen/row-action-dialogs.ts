// Row actions declared with `dialog` (lib/screens/types.ts RowActionDecl.dialog) show a special
// component instead of the generic form. Components register here under the dialog's name;
// an action whose dialog is not registered is not offered.
import type { ComponentType } from 'react';
import type { ScreenDecl } from '@/lib/screens/types';

export interface RowActionDialogProps {
  /** The screen's declaration, path (for /api/screen calls) and entity. */
  screen: ScreenDecl;
  path: string;
  entity: string;
  /** The rows the action applies to. */
  ids: number[];
  /** Call after the action succeeded: the list is read again. */
  onDone(): void;
  /** Call when the user gives up. */
  onClose(): void;
}

const dialogs = new Map<string, ComponentType<RowActionDialogProps>>();

export function registerRowActionDialog(name: string, component: ComponentType<RowActionDialogProps>): void {
  dialogs.set(name, component);
}

export function rowActionDialog(name: string): ComponentType<RowActionDialogProps> | undefined {
  return dialogs.get(name);
}

export const hasRowActionDialog = (name: string) => dialogs.has(name);
