'use client';
// An import's row errors as a table (row, field, message naming the field's limit) with the report
// as a CSV download. Minimisable; the errors live in the dialog tray.
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import { CSV_MIME, rowErrorsCsv, safeFileName } from '@/lib/list/csv-files';
import { formFields } from '@/lib/screens/form-fields';
import type { ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { NO_IMPORT_ERRORS, type ImportErrorsState } from './dialog-openers';
import { saveBlob } from './transfer';
import { useFieldErrorText } from './useFieldErrorText';
import type { ScreenLabels } from './useScreenLabels';

export function ImportErrorsDialog({ screen, labels }: { screen: ScreenDecl; labels: ScreenLabels }) {
  const list = useTranslations('list');
  const messageText = useFieldErrorText();
  const id = dialogIds(screen.entity).importErrors;
  const dialog = useTrayDialog(id);
  const [state, , forget] = useTrayState<ImportErrorsState>(id, NO_IMPORT_ERRORS);
  const close = () => { forget(); dialog.hide(); };
  const fields = formFields(screen, 'create');
  const lines = state.rowErrors.map((e) => ({
    row: e.row,
    field: e.field ? labels.field(e.field) : '',
    message: messageText(e.messageKey, fields.find((f) => f.name === e.field)) ?? e.messageKey,
  }));
  const download = () => {
    const csv = rowErrorsCsv([list('row'), list('field'), list('message')], lines);
    saveBlob(new Blob([csv], { type: CSV_MIME }), safeFileName(`${labels.title}-${list('importReportName')}.csv`));
  };
  const title = list.has(state.messageKey) ? list(state.messageKey) : list('importFailed');

  return (
    <MinimizableDialog id={id} title={title} open={dialog.open} onClose={close} maxWidth="md"
      actions={<>
        <Button onClick={download} data-testid="import-report-download">{list('importReport')}</Button>
        <Button variant="contained" onClick={close}>{list('close')}</Button>
      </>}>
      <Table size="small" data-testid="import-errors">
        <TableHead>
          <TableRow><TableCell>{list('row')}</TableCell><TableCell>{list('field')}</TableCell><TableCell>{list('message')}</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={`${line.row}-${i}`}>
              <TableCell>{line.row}</TableCell><TableCell>{line.field}</TableCell><TableCell>{line.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </MinimizableDialog>
  );
}
