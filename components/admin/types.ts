// Props of a special row-action dialog (RowActionDecl.dialog), as the list screen gives them.
import type { ScreenDecl } from '@/lib/screens/types';

export interface AdminDialogProps {
  /** The declaration of the screen the dialog opened from. */
  screen: ScreenDecl;
  /** The screen's path (for /api/screen calls) and entity (labels screens.<entity>.dialog). */
  path: string;
  entity: string;
  /** The rows the action applies to (the grant tree and the pickers take one). */
  ids: number[];
  /** After a successful save: the list is read again and the dialog goes away. */
  onDone(): void;
  /** The user gives up (defaults to onDone). */
  onClose?(): void;
}
