// The dialog tray's state (spec 2): which dialogs are minimised and where they were, plus the
// open flag and state of each dialog, kept above the pages so they survive client navigation.
import { canMinimise } from './tray-layout';

export interface MinimisedDialog {
  id: string;
  title: string;
  /** pathname + search when the dialog was minimised; restore navigates back here. */
  route: string;
}

export interface TrayState {
  /** In stack order: index 0 sits lowest. */
  minimised: MinimisedDialog[];
  /** Open flags of dialogs whose caller keeps `open` in the tray (useTrayDialog). */
  open: Record<string, boolean>;
  /** State that callers keep in the tray (useTrayState), by dialog id. */
  values: Record<string, unknown>;
}

export const EMPTY_TRAY: TrayState = { minimised: [], open: {}, values: {} };

export type TrayUpdate<T> = T | ((previous: T) => T);

export type TrayAction =
  | { type: 'minimise'; dialog: MinimisedDialog }
  | { type: 'restore'; id: string }
  | { type: 'discard'; id: string }
  | { type: 'setOpen'; id: string; open: boolean }
  | { type: 'setValue'; id: string; initial: unknown; update: TrayUpdate<unknown> }
  | { type: 'resetValue'; id: string };

export function isMinimised(state: TrayState, id: string): boolean {
  return state.minimised.some((dialog) => dialog.id === id);
}

/** Whether `minimise` would be accepted: already minimised, or room left in the tray. */
export function mayMinimise(state: TrayState, id: string): boolean {
  return isMinimised(state, id) || canMinimise(state.minimised.length);
}

function without<T>(record: Record<string, T>, id: string): Record<string, T> {
  if (!Object.prototype.hasOwnProperty.call(record, id)) return record;
  const copy = { ...record };
  delete copy[id];
  return copy;
}

export function valueOf<T>(state: TrayState, id: string, initial: T): T {
  return Object.prototype.hasOwnProperty.call(state.values, id) ? (state.values[id] as T) : initial;
}

export function trayReducer(state: TrayState, action: TrayAction): TrayState {
  switch (action.type) {
    case 'minimise':
      if (!mayMinimise(state, action.dialog.id) || isMinimised(state, action.dialog.id)) return state;
      return { ...state, minimised: [...state.minimised, action.dialog] };
    case 'restore':
      return {
        ...state,
        minimised: state.minimised.filter((dialog) => dialog.id !== action.id),
        open: { ...state.open, [action.id]: true },
      };
    case 'discard':
      return {
        minimised: state.minimised.filter((dialog) => dialog.id !== action.id),
        open: without(state.open, action.id),
        values: without(state.values, action.id),
      };
    case 'setOpen':
      return { ...state, open: { ...state.open, [action.id]: action.open } };
    case 'setValue': {
      const previous = valueOf(state, action.id, action.initial);
      const next = typeof action.update === 'function' ? (action.update as (p: unknown) => unknown)(previous) : action.update;
      return Object.is(next, previous) && action.id in state.values ? state : { ...state, values: { ...state.values, [action.id]: next } };
    }
    case 'resetValue':
      return { ...state, values: without(state.values, action.id) };
  }
}
