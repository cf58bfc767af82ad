// The signed-in console: the shell built from the user's server-side menu. The session is
// checked here again (the guard is only the first line); a timed-out one gets the alert. Every
// signed-in page gets the shell's messages here.
import { getLocale, getMessages } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/components/app/CurrencyProvider';
import { PageMessages } from '@/components/app/PageMessages';
import { BackendUnavailable } from '@/components/screens/BackendUnavailable';
import { SessionExpired, SessionKeeper } from '@/components/session/SessionKeeper';
import { AppShell } from '@/components/shell/AppShell';
import { getDefaultCurrency } from '@/lib/bff/currency';
import { getUserMenu } from '@/lib/bff/user-menu';
import type { AppConfig } from '@/lib/config/app-config';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { pickMessages, SHELL_MESSAGES } from '@/lib/i18n/client-messages';
import { getSession, type Session } from '@/lib/session/session';
import { sessionState } from '@/lib/session/timeout-rules';
import { LOGIN_PATH, type Language } from '@/lib/spec-constants';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const [session, config, language, messages] = await Promise.all([getSession(), getRuntimeConfig(), getLocale(), getMessages()]);
  return <PageMessages messages={pickMessages(messages, SHELL_MESSAGES)}>{await shell(session, config, language, children)}</PageMessages>;
}

async function shell(session: Session, config: AppConfig, language: string, children: ReactNode) {
  const state = sessionState(session, Date.now());
  if (state === 'signed-out') redirect(LOGIN_PATH);
  if (state === 'timed-out') return <SessionExpired />;
  const [menu, currency] = await Promise.all([getUserMenu(session, config, false), getDefaultCurrency(session, config)]);
  if (!menu.ok) return menu.session ? <SessionExpired /> : <BackendUnavailable />;
  return (
    <AppShell tree={menu.menu.tree} language={language as Language} projectName={config.projectName}
      user={{ userId: session.userId!, userName: session.userName ?? session.userId! }}>
      <SessionKeeper timeoutAt={session.timeoutAt!} />
      <CurrencyProvider currency={currency}>{children}</CurrencyProvider>
    </AppShell>
  );
}
