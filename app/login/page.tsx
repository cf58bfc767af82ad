import { getLocale, getMessages } from 'next-intl/server';
import { PageMessages } from '@/components/app/PageMessages';
import { LoginForm } from '@/components/login/LoginForm';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { LOGIN_MESSAGES, pickMessages } from '@/lib/i18n/client-messages';

export default async function LoginPage() {
  const [config, language, messages] = await Promise.all([getRuntimeConfig(), getLocale(), getMessages()]);
  return (
    <PageMessages messages={pickMessages(messages, LOGIN_MESSAGES)}>
      <LoginForm projectName={config.projectName} language={language} ssoOrigins={config.ssoOrigins} />
    </PageMessages>
  );
}
