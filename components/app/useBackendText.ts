'use client';
// A backend message key (messages/<lang>/backend*.json) in the user's language: why a command is
// not offered on a row says exactly what the backend would answer. The key itself when unknown.
import { useMessages, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { backendNamespaceOf } from '@/lib/i18n/backend-text';

export function useBackendText() {
  const messages = useMessages() as Record<string, unknown>;
  const t = useTranslations();
  return useCallback((key: string, values?: Record<string, string>) => {
    const namespace = backendNamespaceOf(messages, key);
    return namespace ? t(`${namespace}.${key}` as never, values as never) : key;
  }, [messages, t]);
}
