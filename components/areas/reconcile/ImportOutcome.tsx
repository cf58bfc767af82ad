'use client';
// What came of a statement's import, wherever the file came from (uploaded or downloaded from the
// channel): the counts, "imported before" for the same file, or the backend's refusal (with the
// wrong line).
import { Alert } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { ApiFailure } from '@/lib/client/api';
import type { PageAnswer } from '@/lib/client/page-operation';

/** A statement imported: every import operation answers the same (lib/areas/reconcile/pages.ts IMPORTED). */
export type Imported = PageAnswer<'dailyBillCheck', 'importStatement' | 'downloadStatement'> | PageAnswer<'abnormalBillUpload', 'uploadStatement'>;

export function ImportOutcome({ messages, error, result, testIds }: {
  /** The page's namespace: repeated, imported. */
  messages: 'dailyBillCheck' | 'abnormalBillUpload';
  error: unknown;
  result: Imported | undefined;
  /** Prefix of the test ids: `${testIds}-error`, `${testIds}-result`. */
  testIds: string;
}) {
  const t = useTranslations(messages);
  const errorText = useErrorText();
  return (
    <>
      {Boolean(error) && <Alert severity="error" data-testid={`${testIds}-error`}>{errorText(error instanceof ApiFailure ? error.error : null)}</Alert>}
      {result && (
        <Alert severity={result.differences ? 'warning' : 'success'} data-testid={`${testIds}-result`}>
          {result.repeated ? t('repeated') : t('imported', { rows: result.rows, matched: result.matched, differences: result.differences, pooled: result.pooled, cleared: result.cleared })}
        </Alert>
      )}
    </>
  );
}
