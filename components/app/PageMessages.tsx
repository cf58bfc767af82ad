'use client';
// Adds a layout's or a page's messages to those the page already has, so that each page carries
// the namespaces its components use and no others (lib/i18n/client-messages.ts).
import { NextIntlClientProvider, useLocale, useMessages, useNow, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages } from '@/lib/i18n/merge-messages';

export function PageMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const shared = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const now = useNow();
  const merged = useMemo(() => mergeMessages(shared, messages), [shared, messages]);
  return <NextIntlClientProvider locale={locale} timeZone={timeZone} now={now} messages={merged}>{children}</NextIntlClientProvider>;
}
