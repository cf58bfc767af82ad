'use client';
// Keeps the timeout marker alive while the user navigates, and ends the session when it expires
// or when any call reports the session over (statusCode 500/4000 from the backend).
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { apiPost, onSessionTimeout } from '@/lib/client/api';
import { TIMEOUT_MARKER_DEBOUNCE_MS } from '@/lib/spec-constants';
import { useSessionTimeout } from './useSessionTimeout';

// The alert (and MUI's Dialog) loads when the session ends, not with every page.
const TimeoutAlert = dynamic(() => import('./TimeoutAlert').then((m) => m.TimeoutAlert));

export function SessionKeeper({ timeoutAt: initialTimeoutAt }: { timeoutAt: number }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const [timeoutAt, setTimeoutAt] = useState(initialTimeoutAt);
  const { timedOut, timeOut } = useSessionTimeout();

  useEffect(() => onSessionTimeout(timeOut), [timeOut]);

  // Refresh the marker after each navigation, debounced.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      apiPost<{ timeoutAt: number }>('/api/session/touch').then((r) => setTimeoutAt(r.timeoutAt), () => undefined);
    }, TIMEOUT_MARKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);

  // Expire on time even when the user does nothing.
  useEffect(() => {
    const timer = window.setTimeout(timeOut, Math.max(0, timeoutAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [timeoutAt, timeOut]);

  return timedOut ? <TimeoutAlert open /> : null;
}

/** Shown instead of the console when the session is already over at page load. */
export function SessionExpired() {
  const { timedOut, timeOut } = useSessionTimeout();
  useEffect(timeOut, [timeOut]);
  return timedOut ? <TimeoutAlert open /> : null;
}
