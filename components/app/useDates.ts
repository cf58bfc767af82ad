'use client';
// Dates and times in the user's language on the operator's clock (lib/i18n/dates.ts): what every
// component shows dates with.
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatDateTime, formatDay, formatPeriod } from '@/lib/i18n/dates';
import type { Language } from '@/lib/spec-constants';

export function useDates() {
  const language = useLocale() as Language;
  return useMemo(() => ({
    dateTime: (value: unknown) => formatDateTime(value, language),
    day: (value: unknown) => formatDay(value, language),
    period: (from: number, to: number) => formatPeriod(from, to, language),
  }), [language]);
}
