'use client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';

const theme = createTheme();

/** next-intl without its plugin (no request config): the client provider with the page's messages. */
export function Providers({ messages, children }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="zh-CN" timeZone="Asia/Shanghai" messages={messages}>{children}</NextIntlClientProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
