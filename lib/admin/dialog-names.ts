// Names of the special row-action dialogs (RowActionDecl.dialog) that
// components/admin/row-action-dialogs.ts registers; pure, so declarations' tests can check them.
export const ROW_ACTION_DIALOG_NAMES = ['grantTree', 'lotPicker', 'memberPicker', 'shiftReceipt', 'qrSheet', 'invoicePdf'] as const;
export type RowActionDialogName = (typeof ROW_ACTION_DIALOG_NAMES)[number];
