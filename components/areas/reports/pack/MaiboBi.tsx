'use client';
// /MaiboBi: the configured BI address framed (spec 7; lib/areas/reports/pack/bi-address.ts). The
// console's proxy hands the page its address in a cookie and a frame-src of exactly its origin. A
// policy belongs to the document: reached by a client-side navigation, the page still runs under
// the previous page's policy (no frame-src), so it loads itself once for its own.
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BI_ADDRESS_COOKIE, BI_PAGE_PATH, cookieValue, framedAddress } from '@/lib/areas/reports/pack/bi-address';

/** Whether this document was loaded at the BI page (its policy is the BI page's). */
function loadedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !entry || new URL(entry.name).pathname === BI_PAGE_PATH;
}

export function MaiboBi() {
  const t = useTranslations('maiboBi');
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!loadedHere()) {
      window.location.reload();
      return;
    }
    // The cookie is set by the proxy on this page's response: read once the page is in the browser.
    setAddress(framedAddress(cookieValue(document.cookie, BI_ADDRESS_COOKIE)));
  }, []);
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', height: 'calc(100vh - 96px)' }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      {address === '' && <Alert severity="info" data-testid="bi-not-configured">{t('notConfigured')}</Alert>}
      {address && (
        <>
          <Link href={address} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ mb: 1 }}>{t('openNewWindow')}</Link>
          <Box component="iframe" src={address} title={t('frameTitle', { url: address })} data-testid="bi-frame"
            sx={{ flex: 1, width: '100%', border: 0 }} />
        </>
      )}
    </Box>
  );
}
