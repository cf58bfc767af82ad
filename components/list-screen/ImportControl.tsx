'use client';
// Import from an .xlsx or .csv file whose header row holds the field labels (either language)
// or names, and a template to start from (a CSV built here). Row errors open the errors dialog;
// other failures show in the import status line.
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import type { ApiError } from '@/lib/client/api';
import { useHydrated } from '@/lib/client/hydrated';
import { CSV_MIME, safeFileName, templateCsv } from '@/lib/list/csv-files';
import type { ScreenDecl } from '@/lib/screens/types';
import { useImportErrorsOpener } from './dialog-openers';
import { listKey } from './screen-api';
import { IMPORT_ACCEPT, saveBlob, uploadImport } from './transfer';
import type { ScreenLabels } from './useScreenLabels';

export interface ImportControlProps {
  screen: ScreenDecl;
  path: string;
  labels: ScreenLabels;
  onImported(count: number): void;
}

export function ImportControl({ screen, path, labels, onImported }: ImportControlProps) {
  const list = useTranslations('list');
  const errorText = useErrorText();
  const client = useQueryClient();
  const openErrors = useImportErrorsOpener(screen);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after fixing it
    if (!file) return;
    setBusy(true);
    setFailure(null);
    const result = await uploadImport(path, file);
    setBusy(false);
    if (result.ok) {
      await client.invalidateQueries({ queryKey: listKey(path) });
      onImported(result.imported);
    } else if (result.error.rowErrors?.length) openErrors(result.error);
    else setFailure(result.error);
  };

  const template = () => {
    const csv = templateCsv(screen, labels.field);
    saveBlob(new Blob([csv], { type: CSV_MIME }), safeFileName(`${labels.title}-${list('templateName')}.csv`));
  };

  return (
    <>
      <Button variant="outlined" disabled={busy || !hydrated} onClick={() => input.current?.click()} data-testid="list-import">
        {busy ? list('importing') : list('import')}
      </Button>
      <input ref={input} type="file" accept={IMPORT_ACCEPT} hidden onChange={upload} data-testid="list-import-file" />
      <Button onClick={template} data-testid="list-import-template">{list('downloadTemplate')}</Button>
      {failure && (
        <Box sx={{ flexBasis: '100%' }}>
          <Alert severity="error" data-testid="import-status" onClose={() => setFailure(null)}>
            {list.has(failure.messageKey) ? list(failure.messageKey) : errorText(failure)}
          </Alert>
        </Box>
      )}
    </>
  );
}
