'use client';
// The dialog tray's context: its state and the actions of DialogTrayProvider.
import { createContext, useContext } from 'react';
import type { TrayState, TrayUpdate } from '@/lib/dialogs/tray-state';

export interface TrayContextValue {
  state: TrayState;
  /** Minimises the dialog and saves the current route; false (and a message) when the tray is full. */
  minimise(dialog: { id: string; title: string }): boolean;
  /** Navigates back to the saved route and reopens the dialog. */
  restore(id: string): void;
  /** Closes a minimised dialog from its chip: calls its onClose if mounted and drops its state. */
  discard(id: string): void;
  setOpen(id: string, open: boolean): void;
  setValue(id: string, initial: unknown, update: TrayUpdate<unknown>): void;
  resetValue(id: string): void;
  /** MinimizableDialog registers its onClose so that the chip's close button can call it. */
  registerClose(id: string, onClose: () => void): () => void;
}

export const TrayContext = createContext<TrayContextValue | null>(null);

export function useTray(): TrayContextValue {
  const value = useContext(TrayContext);
  if (!value) throw new Error('Dialog tray hooks must be used inside <DialogTrayProvider>');
  return value;
}
