export { ListScreen, type ListScreenProps } from './ListScreen';
export { registerRowActionDialog, type RowActionDialogProps } from './row-action-dialogs';
