import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/app/Providers';
import { getRuntimeConfig } from '@/lib/config/runtime-config';

// Page title = projectName, falling back to a localized default title (spec 2).
export async function generateMetadata(): Promise<Metadata> {
  const [config, t] = await Promise.all([getRuntimeConfig(), getTranslations('common')]);
  return { title: config.projectName || t('defaultTitle') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          {/* No messages here: each layout and page adds the namespaces it uses (lib/i18n/client-messages.ts). */}
          <NextIntlClientProvider messages={{}}>
            <Providers>{children}</Providers>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
