'use client';
// A row action that asks for values first (its declared `fields`, e.g. a new password), in a
// minimisable dialog whose values and errors live in the dialog tray. Opened on one row, it shows
// what the action works on (`context`), starts fields from the row (`initial`), refuses a value
// beyond its bound from the row before sending (`rowBounds`, in the backend's words) and computes
// figures as typed (`derived`, e.g. the change).
import { Alert, Box, Button, Divider } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, type FormEvent } from 'react';
import { useBackendText } from '@/components/app/useBackendText';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import { cellText } from '@/lib/list/cells';
import { formPayload, type FormValues } from '@/lib/list/form-values';
import { checkActionValues, preloadFormChecks } from '@/lib/screens/form-check';
import { contextFields, derivedFigures, rowBoundErrors, rowBoundValues } from '@/lib/screens/row-action-context';
import type { FieldDecl, ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { NO_ACTION_FORM, type ActionFormState } from './dialog-openers';
import { FieldInput } from './FieldInput';
import { FieldList } from './FieldList';
import { asApiError } from './screen-api';
import { useRowCommand } from './useRowCommand';
import { useFieldErrorText } from './useFieldErrorText';
import { useActionFieldLabel, type ScreenLabels } from './useScreenLabels';

export interface ActionFormDialogProps {
  screen: ScreenDecl;
  path: string;
  labels: ScreenLabels;
  onDone(action: string): void;
}

export function ActionFormDialog({ screen, path, labels, onDone }: ActionFormDialogProps) {
  const list = useTranslations('list');
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const backendText = useBackendText();
  const fieldLabel = useActionFieldLabel(screen, labels);
  const id = dialogIds(screen.entity).action;
  const dialog = useTrayDialog(id);
  const [state, setState, forget] = useTrayState<ActionFormState>(id, NO_ACTION_FORM);
  const run = useRowCommand(path);
  const action = screen.rowActions?.find((a) => a.name === state.action);
  const fields = action?.fields ?? [];

  const close = () => { run.reset(); forget(); dialog.hide(); };
  const change = (name: string, value: FormValues[string]) => setState((s) => {
    const errors = { ...s.errors };
    delete errors[name];
    return { ...s, values: { ...s.values, [name]: value }, errors };
  });
  useEffect(() => { if (dialog.open) preloadFormChecks(); }, [dialog.open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action || run.isPending) return;
    const checked = await checkActionValues(action, formPayload(fields, state.values));
    const errors = checked.ok ? rowBoundErrors(action, checked.values, state.row) : checked.errors;
    if (!checked.ok || Object.keys(errors).length > 0) {
      setState((s) => ({ ...s, errors }));
      return;
    }
    run.mutate({ action: action.name, ids: state.ids, values: checked.values, key: state.key }, {
      onSuccess: () => { forget(); dialog.hide(); onDone(action.name); },
      onError: (error) => setState((s) => ({ ...s, errors: asApiError(error).fields ?? {} })),
    });
  };

  const refusals = new Set(Object.values(action?.rowBounds ?? {}).map((b) => b.refusal));
  const boundValues = action ? rowBoundValues(screen, action, state.row) : {};
  const messageOf = (key: string | undefined, field: FieldDecl) =>
    (key && refusals.has(key) ? backendText(key, boundValues) : fieldText(key, field));
  const row = state.row;
  const context = action && row ? contextFields(screen, action) : [];
  const derived = action && row ? derivedFigures(action, state.values, row).map(({ name, field, value }) => ({
    name, label: fieldLabel(action.name, name), text: value === null ? '—' : cellText(field, value, labels),
  })) : [];

  const formId = `${id}-form`;
  return (
    <MinimizableDialog id={id} title={action ? labels.action(action.name) : ''} open={dialog.open && Boolean(action)} onClose={close}
      actions={<>
        <Button onClick={close} data-testid="action-cancel">{list('cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={run.isPending} data-testid="action-save">{list('save')}</Button>
      </>}>
      {run.error && <Alert severity="error" sx={{ mb: 1 }} data-testid="action-error">{errorText(asApiError(run.error))}</Alert>}
      {context.length > 0 && (
        <>
          <FieldList testId="action-context" itemTestId="action-context-"
            items={context.map((f) => ({ name: f.name, label: labels.field(f.name), text: cellText(f, row?.[f.name], labels) }))} />
          <Divider sx={{ my: 1 }} />
        </>
      )}
      <Box component="form" id={formId} onSubmit={submit} noValidate>
        {fields.map((field, index) => (
          <FieldInput key={field.name} field={field} label={fieldLabel(action!.name, field.name)} value={state.values[field.name]}
            onChange={(value) => change(field.name, value)} error={messageOf(state.errors[field.name], field)}
            options={labels.optionsOf(field)} autoFocus={index === 0}
            inputTestId={`action-field-${field.name}`} errorTestId={`action-error-${field.name}`} />
        ))}
      </Box>
      {derived.length > 0 && <FieldList testId="action-derived" itemTestId="action-derived-" items={derived} />}
    </MinimizableDialog>
  );
}
