'use client';
// Adds a list screen's messages (its labels, screens.<entity>, and the backend's messages) to
// those the page already has, so that a page carries its own screen's labels and not every
// screen's (lib/i18n/client-messages.ts).
import { NextIntlClientProvider, useLocale, useMessages, useNow, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

export function ScreenMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const shared = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const now = useNow();
  const merged = useMemo(() => ({
    ...shared, ...messages, screens: { ...(shared.screens as object | undefined), ...(messages.screens as object | undefined) },
  }), [shared, messages]);
  return <NextIntlClientProvider locale={locale} timeZone={timeZone} now={now} messages={merged}>{children}</NextIntlClientProvider>;
}
