export { DialogTrayProvider } from './DialogTrayProvider';
export { MinimizableDialog, type MinimizableDialogProps } from './MinimizableDialog';
export { useTrayState, useTrayDialog, type TrayDialog } from './useTrayState';
export { useTray, type TrayContextValue } from './TrayContext';
