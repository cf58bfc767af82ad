// next-intl without the locale in the URL: the language comes from the session, the sign-in
// page's choice or the configuration (lib/i18n/locale.ts).
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { LANGUAGE_COOKIE, pickLanguage } from '@/lib/i18n/locale';
import { loadCompiledMessages } from '@/lib/i18n/messages';
import { getSession } from '@/lib/session/session';
import { OPERATOR_TIME_ZONE } from '@/lib/spec-constants';

export default getRequestConfig(async () => {
  const [session, store, config] = await Promise.all([getSession(), cookies(), getRuntimeConfig()]);
  const locale = pickLanguage(session.language, store.get(LANGUAGE_COOKIE)?.value) ?? config.language;
  return { locale, messages: loadCompiledMessages(locale), timeZone: OPERATOR_TIME_ZONE };
});
