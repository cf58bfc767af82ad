'use client';
// State of a dialog kept in the tray, so that it survives minimise/restore and client
// navigation (the page holding the dialog may unmount meanwhile).
import { useCallback, useState } from 'react';
import { valueOf, type TrayUpdate } from '@/lib/dialogs/tray-state';
import { useTray } from './TrayContext';

/** Like useState, keyed by the dialog id; the third item forgets the stored value. */
export function useTrayState<T>(id: string, initial: T): [T, (update: TrayUpdate<T>) => void, () => void] {
  const tray = useTray();
  const [frozenInitial] = useState(initial);
  const { setValue, resetValue } = tray;
  const set = useCallback(
    (update: TrayUpdate<T>) => setValue(id, frozenInitial, update as TrayUpdate<unknown>),
    [setValue, id, frozenInitial],
  );
  const reset = useCallback(() => resetValue(id), [resetValue, id]);
  return [valueOf(tray.state, id, frozenInitial), set, reset];
}

export interface TrayDialog {
  open: boolean;
  show(): void;
  hide(): void;
}

/** The dialog's open flag kept in the tray: restoring a minimised dialog sets it again. */
export function useTrayDialog(id: string): TrayDialog {
  const tray = useTray();
  const { setOpen } = tray;
  const show = useCallback(() => setOpen(id, true), [setOpen, id]);
  const hide = useCallback(() => setOpen(id, false), [setOpen, id]);
  return { open: tray.state.open[id] === true, show, hide };
}
