'use client';
// Unlocks the sign-in of a throttled account (button unlockAccount). The dialog can be
// minimised; what was typed is kept in the tray.
import { Alert, Button, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { MinimizableDialog, useTrayDialog, useTrayState } from '@/components/dialogs';
import { useErrorText } from '@/components/app/useErrorText';
import { useTextLimit } from '@/components/app/useTextLimit';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation } from '@/lib/client/page-operation';
import { TEXT_MAX_LENGTH } from '@/lib/spec-constants';

export const UNLOCK_DIALOG_ID = 'unlock-account';

export function useUnlockDialog() {
  const dialog = useTrayDialog(UNLOCK_DIALOG_ID);
  const [, setAccount] = useTrayState(UNLOCK_DIALOG_ID, '');
  return (account: string) => { setAccount(account); dialog.show(); };
}

export function UnlockAccountDialog() {
  const t = useTranslations('monitoring');
  const errorText = useErrorText();
  const dialog = useTrayDialog(UNLOCK_DIALOG_ID);
  const [account, setAccount, forget] = useTrayState(UNLOCK_DIALOG_ID, '');
  const unlock = usePageOperation('systemMonitoring', 'unlockAccount', {
    invalidates: ['monitoring'], onSuccess: () => { forget(); dialog.hide(); },
  });
  const close = () => { unlock.reset(); forget(); dialog.hide(); };
  const limit = useTextLimit()(account, TEXT_MAX_LENGTH);
  const error = unlock.error instanceof ApiFailure ? errorText(unlock.error.error) : unlock.error ? errorText(null) : null;
  return (
    <MinimizableDialog id={UNLOCK_DIALOG_ID} title={t('unlockTitle')} open={dialog.open} onClose={close}
      actions={<>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!account.trim() || limit.over || unlock.isPending} data-testid="unlock-confirm"
          onClick={() => unlock.press({ account: account.trim() })}>
          {t('unlock')}
        </Button>
      </>}>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <TextField fullWidth label={t('account')} value={account} onChange={(e) => setAccount(e.target.value)}
        error={limit.over} helperText={limit.helperText} slotProps={{ htmlInput: { 'data-testid': 'unlock-account-input' } }} />
    </MinimizableDialog>
  );
}
