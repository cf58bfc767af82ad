'use client';
// The sign-in form, plus the SSO listener for a trusted embedding window.
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiFailure, apiPost } from '@/lib/client/api';
import { getDeviceId } from '@/lib/client/device-id';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';
import { SSO_READY_TYPE, ssoTicketFrom } from '@/lib/client/sso-message';
import { LANGUAGES } from '@/lib/spec-constants';
import { useErrorText } from '@/components/app/useErrorText';

interface Props { projectName: string; language: string; ssoOrigins: string[] }

export function LoginForm({ projectName, language, ssoOrigins }: Props) {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(form);

  const enter = () => window.location.assign('/');
  const fail = (failure: unknown) => setError(errorText(failure instanceof ApiFailure ? failure.error : null));

  useEffect(() => {
    const trusted = [window.parent !== window ? window.parent : null, window.opener].filter(Boolean);
    if (ssoOrigins.length === 0 || trusted.length === 0) return undefined;
    const onMessage = (event: MessageEvent) => {
      const ticket = ssoTicketFrom(event, ssoOrigins, trusted);
      if (!ticket) return;
      setBusy(true);
      apiPost('/api/auth/sso', { ticket, deviceId: getDeviceId() }).then(enter, fail).finally(() => setBusy(false));
    };
    window.addEventListener('message', onMessage);
    for (const target of trusted) for (const origin of ssoOrigins) (target as Window).postMessage({ type: SSO_READY_TYPE }, origin);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ssoOrigins]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || !password) {
      setError(t('blank'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiPost('/api/auth/login', { userId: account.trim(), password, deviceId: getDeviceId() });
      enter();
    } catch (failure) {
      fail(failure);
      setBusy(false);
    }
  };

  const switchLanguage = async (next: string) => {
    await apiPost('/api/session/language', { language: next });
    window.location.reload();
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Card sx={{ width: 400, maxWidth: '92vw' }}>
        <CardContent component="form" ref={form} onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">{projectName || t('title')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('subtitle')}</Typography>
          {error && <Alert severity="error" data-testid="login-error">{error}</Alert>}
          <TextField label={t('account')} value={account} onChange={(e) => setAccount(e.target.value)}
            autoComplete="username" autoFocus name="account" />
          <TextField label={t('password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password" name="password" />
          <Button type="submit" variant="contained" size="large" disabled={busy || !hydrated} data-testid="login-submit">{t('submit')}</Button>
          <TextField select size="small" label={t('language')} value={language} data-testid="login-language"
            onChange={(e) => switchLanguage(e.target.value)}>
            {LANGUAGES.map((code) => <MenuItem key={code} value={code} data-testid={`login-language-${code}`}>{t(`languages.${code}`)}</MenuItem>)}
          </TextField>
        </CardContent>
      </Card>
    </Box>
  );
}
