import { getLocale } from 'next-intl/server';
import { LoginForm } from '@/components/login/LoginForm';
import { getRuntimeConfig } from '@/lib/config/runtime-config';

export default async function LoginPage() {
  const [config, language] = await Promise.all([getRuntimeConfig(), getLocale()]);
  return <LoginForm projectName={config.projectName} language={language} ssoOrigins={config.ssoOrigins} />;
}
