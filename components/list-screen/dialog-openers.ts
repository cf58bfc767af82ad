'use client';
// What a list screen needs of its dialogs before one opens: the state each keeps in the dialog
// tray and the hooks that open them. The dialogs themselves (their forms, tables and MUI's Dialog)
// load when first opened (ListScreen.tsx).
import { useCallback } from 'react';
import { useTray } from '@/components/dialogs/TrayContext';
import { useTrayDialog, useTrayState } from '@/components/dialogs/useTrayState';
import type { ApiError } from '@/lib/client/api';
import { newRequestKey } from '@/lib/client/keys';
import { isMinimised } from '@/lib/dialogs/tray-state';
import { emptyFormValues, rowToFormValues, type FormValues } from '@/lib/list/form-values';
import { formFields, type FormMode } from '@/lib/screens/form-fields';
import { initialValues, rowSnapshot } from '@/lib/screens/row-action-context';
import type { RowActionDecl, ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import type { Row } from './screen-api';

export interface FormState {
  mode: FormMode;
  id: number | null;
  values: FormValues;
  /** Field -> validation message key. */
  errors: Record<string, string>;
  failure: ApiError | null;
  /** Names of the row's own choices its ref options may not offer (FieldDecl.shownBy). */
  shown?: Record<string, string>;
}

export const CLOSED_FORM: FormState = { mode: 'create', id: null, values: {}, errors: {}, failure: null };

const shownChoices = (screen: ScreenDecl, row: Row) => Object.fromEntries(formFields(screen, 'update')
  .filter((f) => f.shownBy && row[f.shownBy] !== null && row[f.shownBy] !== undefined).map((f) => [f.name, String(row[f.shownBy!])]));

/** Opens the form for a new row or for a row of the list. A minimised form is restored instead. */
export function useFormOpener(screen: ScreenDecl) {
  const id = dialogIds(screen.entity).form;
  const tray = useTray();
  const { show } = useTrayDialog(id);
  const [, setState] = useTrayState<FormState>(id, CLOSED_FORM);
  const minimised = isMinimised(tray.state, id);
  const { restore } = tray;
  const open = useCallback((state: FormState) => {
    if (minimised) restore(id);
    else { setState(state); show(); }
  }, [minimised, restore, id, setState, show]);
  return {
    create: useCallback(() => open({ ...CLOSED_FORM, values: emptyFormValues(formFields(screen, 'create')) }), [open, screen]),
    edit: useCallback((row: Row) => open({
      ...CLOSED_FORM, mode: 'update', id: row.id, values: rowToFormValues(formFields(screen, 'update'), row), shown: shownChoices(screen, row),
    }), [open, screen]),
  };
}

/** 'delete' or a row action's name, the rows, and the key of an idempotent action. */
export interface Confirmation { action: string; ids: number[]; key?: string }
export const NO_CONFIRMATION: Confirmation = { action: '', ids: [] };

export function useConfirmOpener(screen: ScreenDecl) {
  const id = dialogIds(screen.entity).confirm;
  const { show } = useTrayDialog(id);
  const [, setState] = useTrayState<Confirmation>(id, NO_CONFIRMATION);
  return useCallback((confirmation: Confirmation) => { setState(confirmation); show(); }, [setState, show]);
}

export interface ActionFormState {
  action: string;
  ids: number[];
  values: FormValues;
  errors: Record<string, string>;
  key?: string;
  /** What the dialog uses of the row it was opened on (RowActionDecl context, bounds...). */
  row?: Record<string, unknown>;
}
export const NO_ACTION_FORM: ActionFormState = { action: '', ids: [], values: {}, errors: {} };

export function useActionFormOpener(screen: ScreenDecl) {
  const id = dialogIds(screen.entity).action;
  const { show } = useTrayDialog(id);
  const [, setState] = useTrayState<ActionFormState>(id, NO_ACTION_FORM);
  return useCallback((action: RowActionDecl, ids: number[], row?: Row) => {
    // The key is made when the dialog opens and kept through failed attempts: one user action, one key.
    setState({
      action: action.name, ids, values: initialValues(action, row), errors: {},
      ...(action.idempotent ? { key: newRequestKey() } : {}), ...(row ? { row: rowSnapshot(action, row) } : {}),
    });
    show();
  }, [setState, show]);
}

type RowErrors = NonNullable<ApiError['rowErrors']>;
export interface ImportErrorsState { messageKey: string; rowErrors: RowErrors }
export const NO_IMPORT_ERRORS: ImportErrorsState = { messageKey: 'importFailed', rowErrors: [] };

export function useImportErrorsOpener(screen: ScreenDecl) {
  const id = dialogIds(screen.entity).importErrors;
  const { show } = useTrayDialog(id);
  const [, setState] = useTrayState<ImportErrorsState>(id, NO_IMPORT_ERRORS);
  return useCallback((error: ApiError) => {
    setState({ messageKey: error.messageKey, rowErrors: error.rowErrors ?? [] });
    show();
  }, [setState, show]);
}
