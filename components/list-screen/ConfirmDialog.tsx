'use client';
// Confirms a delete (one row or the selected rows) or a row action declared with `confirm`.
// Minimisable; what is being confirmed lives in the dialog tray.
import { Alert, Button, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import type { ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { NO_CONFIRMATION, type Confirmation } from './dialog-openers';
import { asApiError } from './screen-api';
import { useRowCommand } from './useRowCommand';
import type { ScreenLabels } from './useScreenLabels';

export interface ConfirmDialogProps {
  screen: ScreenDecl;
  path: string;
  labels: ScreenLabels;
  onDone(confirmation: Confirmation): void;
}

export function ConfirmDialog({ screen, path, labels, onDone }: ConfirmDialogProps) {
  const list = useTranslations('list');
  const errorText = useErrorText();
  const id = dialogIds(screen.entity).confirm;
  const dialog = useTrayDialog(id);
  const [state, , forget] = useTrayState<Confirmation>(id, NO_CONFIRMATION);
  const run = useRowCommand(path);
  const close = () => { run.reset(); forget(); dialog.hide(); };
  const many = state.ids.length > 1;
  const question = state.action === 'delete'
    ? many ? list('confirmDeleteMany', { count: state.ids.length }) : list('confirmDelete')
    : list(many ? 'confirmActionMany' : 'confirmAction', { action: labels.action(state.action), count: state.ids.length });
  const confirm = () => run.mutate({ action: state.action, ids: state.ids, key: state.key }, {
    onSuccess: () => { const done = state; forget(); dialog.hide(); onDone(done); },
  });

  return (
    <MinimizableDialog id={id} title={list('confirmTitle')} open={dialog.open} onClose={close} maxWidth="xs"
      actions={<>
        <Button onClick={close} data-testid="confirm-cancel">{list('cancel')}</Button>
        <Button variant="contained" color={state.action === 'delete' ? 'error' : 'primary'} disabled={run.isPending || state.ids.length === 0}
          onClick={confirm} data-testid="confirm-ok">{list('confirm')}</Button>
      </>}>
      {run.error && <Alert severity="error" sx={{ mb: 1 }} data-testid="confirm-error">{errorText(asApiError(run.error))}</Alert>}
      <Typography data-testid="confirm-question">{question}</Typography>
    </MinimizableDialog>
  );
}
