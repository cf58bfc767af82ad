'use client';
// One place that turns a typed API error into text in the user's language (spec 8: the
// backend's own msg when it sent one, else the translated message, else 'Request failed').
import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/client/api';

export function useErrorText() {
  const t = useTranslations('errors');
  return (error: ApiError | null | undefined): string => {
    if (!error) return t('requestFailed');
    if (error.detail && (error.kind === 'business' || error.kind === 'throttled')) return error.detail;
    return t.has(error.messageKey) ? t(error.messageKey, error.values) : t('requestFailed');
  };
}
