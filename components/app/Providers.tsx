'use client';
// Client-side providers shared by every page: theme and data fetching.
import { CssBaseline, createTheme } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { staleTimeOf } from '@/lib/client/server-reads';
import { BACKGROUND_COLOR, CORNER_RADIUS, PRIMARY_COLOR } from './theme-tokens';

const theme = createTheme({
  palette: { primary: { main: PRIMARY_COLOR }, background: { default: BACKGROUND_COLOR } },
  shape: { borderRadius: CORNER_RADIUS },
});

export function Providers({ children }: { children: ReactNode }) {
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
