// The special row-action dialogs of the staff screens (RowActionDecl.dialog -> component), given
// { screen, path, entity, ids, onDone } (and onClose). Importing this module also registers them
// with the list screen (components/list-screen/row-action-dialogs.ts). Each is loaded when it
// first opens, so a list page does not carry dialogs it may never show.
import { lazy, type ComponentType } from 'react';
import { registerRowActionDialog, type RowActionDialogProps } from '@/components/list-screen/row-action-dialogs';
import type { RowActionDialogName } from '@/lib/admin/dialog-names';
import type { AdminDialogProps } from './types';

export type { AdminDialogProps };

export const ROW_ACTION_DIALOGS: Record<RowActionDialogName, ComponentType<RowActionDialogProps>> = {
  grantTree: lazy(() => import('./GrantTreeDialog').then((m) => ({ default: m.GrantTreeDialog }))),
  lotPicker: lazy(() => import('./PickerDialog').then((m) => ({ default: m.LotPickerDialog }))),
  memberPicker: lazy(() => import('./PickerDialog').then((m) => ({ default: m.MemberPickerDialog }))),
  shiftReceipt: lazy(() => import('@/components/areas/settlement/ShiftReceiptDialog').then((m) => ({ default: m.ShiftReceiptDialog }))),
  qrSheet: lazy(() => import('@/components/areas/merchants/QrSheetDialog').then((m) => ({ default: m.QrSheetDialog }))),
  invoicePdf: lazy(() => import('@/components/areas/invoicing/InvoicePdfDialog').then((m) => ({ default: m.InvoicePdfDialog }))),
};

for (const [name, component] of Object.entries(ROW_ACTION_DIALOGS)) registerRowActionDialog(name, component);
