'use client';
// Create and edit in a minimisable dialog. Its open flag and everything in it (mode, row id,
// values, field errors, the last failure) live in the dialog tray, so nothing typed is lost on
// minimise, navigation or a failed save. Values are checked with the declaration's schema
// first; the server's field errors are shown the same way. The save button sits in the footer,
// outside the form, and submits it through its `form` attribute (so Enter in a field saves too).
// Fields come in their declared sections, and those shown only for some values of others while
// they are (lib/screens/form-layout.ts): a hidden field keeps what was typed into it until the
// form is saved or cancelled, but is neither checked nor sent. A declared form tool
// (ScreenDecl.formTool) sits beside the fields (below them on a narrow screen) and sees the values as typed.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, type FormEvent } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import { formPayload, type FormValues } from '@/lib/list/form-values';
import { checkFormValues, preloadFormChecks } from '@/lib/screens/form-check';
import { formFields, type FormMode } from '@/lib/screens/form-fields';
import { formSections, shownFields } from '@/lib/screens/form-layout';
import type { ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { CLOSED_FORM, type FormState } from './dialog-openers';
import { FieldInput } from './FieldInput';
import { formTool } from '@/components/areas/form-tools';
import { asApiError, screenCall, screenKey } from './screen-api';
import { useFieldErrorText } from './useFieldErrorText';
import type { ScreenLabels } from './useScreenLabels';

export interface FormDialogProps {
  screen: ScreenDecl;
  path: string;
  labels: ScreenLabels;
  onSaved(mode: FormMode): void;
}

export function FormDialog({ screen, path, labels, onSaved }: FormDialogProps) {
  const list = useTranslations('list');
  const screenText = useTranslations(`screens.${screen.entity}`);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const client = useQueryClient();
  const id = dialogIds(screen.entity).form;
  const dialog = useTrayDialog(id);
  const [state, setState, forget] = useTrayState<FormState>(id, CLOSED_FORM);
  const fields = shownFields(formFields(screen, state.mode), state.values);
  const save = useMutation({
    mutationFn: ({ mode, rowId, values }: { mode: FormMode; rowId: number | null; values: Record<string, unknown> }) =>
      mode === 'create' ? screenCall(path, 'create', { values }) : screenCall(path, 'update', { id: rowId, values }),
    // The list, and the ref options a write may change (a berth taken by a device is no longer offered).
    onSuccess: () => client.invalidateQueries({ queryKey: screenKey(path) }),
  });

  const close = () => { save.reset(); forget(); dialog.hide(); };
  const change = (name: string, value: FormValues[string]) => setState((s) => {
    const errors = { ...s.errors };
    delete errors[name];
    return { ...s, values: { ...s.values, [name]: value }, errors };
  });
  useEffect(() => { if (dialog.open) preloadFormChecks(); }, [dialog.open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { mode, id: rowId } = state;
    const checked = await checkFormValues(screen, mode, formPayload(fields, state.values));
    if (!checked.ok) {
      setState((s) => ({ ...s, errors: checked.errors, failure: null }));
      return;
    }
    setState((s) => ({ ...s, errors: {}, failure: null }));
    save.mutate({ mode, rowId, values: checked.values }, {
      onSuccess: () => { forget(); dialog.hide(); onSaved(mode); },
      onError: (error) => {
        const failure = asApiError(error);
        setState((s) => ({ ...s, errors: failure.fields ?? {}, failure }));
      },
    });
  };

  const Tool = screen.formTool ? formTool(screen.formTool) : undefined;
  const formId = `${id}-form`;
  const title = list(state.mode === 'create' ? 'createTitle' : 'updateTitle', { title: labels.title });
  const form = (
    <Box component="form" id={formId} onSubmit={submit} noValidate>
      {formSections(fields).map((section) => (
        <Box component="section" key={section.name ?? ''} data-testid={section.name && `form-section-${section.name}`}>
          {section.name && (
            <Typography variant="subtitle2" component="h3" color="primary" sx={{ mt: 1.5 }}>
              {screenText.has(`formSections.${section.name}`) ? screenText(`formSections.${section.name}`) : section.name}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {section.fields.map((field) => (
              <Box key={field.name} sx={field.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput field={field} label={labels.field(field.name)} value={state.values[field.name]}
                  onChange={(value) => change(field.name, value)} error={fieldText(state.errors[field.name], field)}
                  options={labels.optionsOf(field)} currentLabel={state.shown?.[field.name]} autoFocus={field === fields[0]}
                  inputTestId={`form-field-${field.name}`} errorTestId={`field-error-${field.name}`} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
  return (
    <MinimizableDialog id={id} title={title} open={dialog.open} onClose={close} maxWidth={Tool ? 'lg' : 'md'}
      actions={<>
        <Button onClick={close} data-testid="form-cancel">{list('cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending} data-testid="form-save">{list('save')}</Button>
      </>}>
      {state.failure && <Alert severity="error" sx={{ mb: 1 }} data-testid="form-error">{errorText(state.failure)}</Alert>}
      {Tool ? (
        // The tool beside the fields, kept in view while they scroll.
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
          {form}
          <Box sx={{ position: { md: 'sticky' }, top: 0 }}>
            <Suspense fallback={null}><Tool screen={screen} mode={state.mode} values={state.values} labels={labels} /></Suspense>
          </Box>
        </Box>
      ) : form}
    </MinimizableDialog>
  );
}
