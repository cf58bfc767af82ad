'use client';
// The 'Login Time Out' alert (spec 8): error type, no close button (no onClose: neither Escape
// nor the backdrop closes it); confirming reloads to /login.
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useTranslations } from 'next-intl';
import { LOGIN_PATH } from '@/lib/spec-constants';

export function TimeoutAlert({ open }: { open: boolean }) {
  const t = useTranslations('session');
  return (
    <Dialog open={open} aria-labelledby="login-timeout-title" data-testid="login-timeout">
      <DialogContent sx={{ p: 0 }}>
        <Alert severity="error" variant="standard" sx={{ borderRadius: 0 }}>
          <AlertTitle id="login-timeout-title">{t('timeoutTitle')}</AlertTitle>
          {t('timeoutMessage')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="error" data-testid="login-timeout-confirm"
          onClick={() => window.location.assign(LOGIN_PATH)}>{t('confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
