'use client';
// Client-side providers shared by every page: theme (in the console's language) and data fetching.
import { CssBaseline, createTheme } from '@mui/material';
import { enUS, zhCN } from '@mui/material/locale';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { type ReactNode, useMemo, useState } from 'react';
import { staleTimeOf } from '@/lib/client/server-reads';
import type { Language } from '@/lib/spec-constants';
import { BACKGROUND_COLOR, CORNER_RADIUS, PRIMARY_COLOR } from './theme-tokens';

/** MUI's own texts (table pagination, alerts' close button, breadcrumbs...) in the console's language. */
const MUI_LOCALES: Record<Language, typeof enUS> = { 'zh-CN': zhCN, 'en-US': enUS };

export function Providers({ children }: { children: ReactNode }) {
  const language = useLocale() as Language;
  const theme = useMemo(() => createTheme({
    palette: { primary: { main: PRIMARY_COLOR }, background: { default: BACKGROUND_COLOR } },
    shape: { borderRadius: CORNER_RADIUS },
    // Whoever asks their system for less motion gets MUI's transitions without movement.
    motion: { reducedMotion: 'system' },
  }, MUI_LOCALES[language] ?? enUS), [language]);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: staleTimeOf } } }));
  return (
    // @mui/system's provider, which @mui/material's gives a theme without CSS variables anyway:
    // @mui/material's also carries the CSS-variables provider (8 KB of script) this theme never uses.
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
