// The special row-action dialogs of the staff screens (RowActionDecl.dialog -> component), given
// { path, entity, ids, onDone } (and onClose). Importing this module also registers them with the
// list screen (components/list-screen/row-action-dialogs.ts).
import type { ReactElement } from 'react';
import { registerRowActionDialog } from '@/components/list-screen/row-action-dialogs';
import type { RowActionDialogName } from '@/lib/admin/dialog-names';
import { GrantTreeDialog } from './GrantTreeDialog';
import { LotPickerDialog, MemberPickerDialog } from './PickerDialog';
import type { AdminDialogProps } from './types';
import { ShiftReceiptDialog } from '@/components/settlement/ShiftReceiptDialog';

export type { AdminDialogProps };

/** A dialog component (a function, so that it also takes the list screen's props). */
export type AdminDialog = (props: AdminDialogProps) => ReactElement;

export const ROW_ACTION_DIALOGS: Record<RowActionDialogName, AdminDialog> = {
  grantTree: GrantTreeDialog,
  lotPicker: LotPickerDialog,
  memberPicker: MemberPickerDialog,
  shiftReceipt: ShiftReceiptDialog,
};

for (const [name, component] of Object.entries(ROW_ACTION_DIALOGS)) registerRowActionDialog(name, component);
