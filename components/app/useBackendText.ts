'use client';
// A backend message key (messages/<lang>/backend*.json) in the user's language: why a command is
// not offered on a row says exactly what the backend would answer.
import { useMessages } from 'next-intl';
import { useCallback } from 'react';
import { backendText } from '@/lib/i18n/backend-text';

export function useBackendText() {
  const messages = useMessages() as Record<string, unknown>;
  return useCallback((key: string) => backendText(messages, key) ?? key, [messages]);
}
