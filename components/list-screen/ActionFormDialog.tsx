'use client';
// A row action that asks for values first (its declared `fields`, e.g. a new password), in a
// minimisable dialog whose values and errors live in the dialog tray.
import { Alert, Box, Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, type FormEvent } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import { formPayload, type FormValues } from '@/lib/list/form-values';
import { checkActionValues, preloadFormChecks } from '@/lib/screens/form-check';
import type { ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { NO_ACTION_FORM, type ActionFormState } from './dialog-openers';
import { FieldInput } from './FieldInput';
import { asApiError } from './screen-api';
import { useRowCommand } from './useRowCommand';
import { useFieldErrorText } from './useFieldErrorText';
import type { ScreenLabels } from './useScreenLabels';

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
    if (!checked.ok) {
      setState((s) => ({ ...s, errors: checked.errors }));
      return;
    }
    run.mutate({ action: action.name, ids: state.ids, values: checked.values, key: state.key }, {
      onSuccess: () => { forget(); dialog.hide(); onDone(action.name); },
      onError: (error) => setState((s) => ({ ...s, errors: asApiError(error).fields ?? {} })),
    });
  };

  const formId = `${id}-form`;
  return (
    <MinimizableDialog id={id} title={action ? labels.action(action.name) : ''} open={dialog.open && Boolean(action)} onClose={close}
      actions={<>
        <Button onClick={close} data-testid="action-cancel">{list('cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={run.isPending} data-testid="action-save">{list('save')}</Button>
      </>}>
      {run.error && <Alert severity="error" sx={{ mb: 1 }} data-testid="action-error">{errorText(asApiError(run.error))}</Alert>}
      <Box component="form" id={formId} onSubmit={submit} noValidate>
        {fields.map((field, index) => (
          <FieldInput key={field.name} field={field} label={labels.field(field.name)} value={state.values[field.name]}
            onChange={(value) => change(field.name, value)} error={fieldText(state.errors[field.name])}
            options={labels.optionsOf(field)} autoFocus={index === 0}
            inputTestId={`action-field-${field.name}`} errorTestId={`action-error-${field.name}`} />
        ))}
      </Box>
    </MinimizableDialog>
  );
}
