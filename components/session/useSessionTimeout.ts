'use client';
// The timeout sequence (spec 4, 8): session cleared on the server (with XSwitchOut for
// customer-service users), then the alert; its confirmation reloads to /login.
import { useCallback, useRef, useState } from 'react';
import { apiPost } from '@/lib/client/api';

export function useSessionTimeout() {
  const [timedOut, setTimedOut] = useState(false);
  const started = useRef(false);
  const timeOut = useCallback(() => {
    if (started.current) return;
    started.current = true;
    apiPost('/api/auth/logout').catch(() => undefined).finally(() => setTimedOut(true));
  }, []);
  return { timedOut, timeOut };
}
