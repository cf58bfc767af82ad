'use client';
// zh-CN / en-US: saved in the session by the server, then the page is re-rendered in it.
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/app/Notice';
import { useErrorText } from '@/components/app/useErrorText';
import { apiPost, ApiFailure, type ApiError } from '@/lib/client/api';
import { useHydrated } from '@/lib/client/hydrated';
import { LANGUAGES, type Language } from '@/lib/spec-constants';

export function LanguageSwitch({ language }: { language: Language }) {
  const t = useTranslations('shell');
  const errorText = useErrorText();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function choose(next: Language) {
    setAnchor(null);
    if (next === language) return;
    setBusy(true);
    try {
      await apiPost('/api/session/language', { language: next });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.error : { kind: 'network', messageKey: 'network' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button color="inherit" startIcon={<TranslateIcon />} disabled={busy || !hydrated} title={t('languageSwitch')}
        aria-haspopup="menu" aria-expanded={anchor ? true : undefined} data-testid="language-switch"
        onClick={(event) => setAnchor(event.currentTarget)}>
        {t(`languages.${language}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem key={option} selected={option === language} lang={option}
            data-testid={`language-${option}`} onClick={() => void choose(option)}>
            {t(`languages.${option}`)}
          </MenuItem>
        ))}
      </Menu>
      <Notice open={error !== null} autoHideDuration={4000} onClose={() => setError(null)}
        message={error ? errorText(error) : ''} />
    </>
  );
}
