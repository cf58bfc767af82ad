'use client';
// Keeps minimised dialogs and dialog state above the pages (inside the shell), so both survive
// client navigation; renders the tray and the 'tray is full' message.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Notice } from '@/components/app/Notice';
import { MAX_MINIMISED_DIALOGS } from '@/lib/dialogs/tray-layout';
import { EMPTY_TRAY, mayMinimise, trayReducer, type TrayUpdate } from '@/lib/dialogs/tray-state';
import { DialogTray } from './DialogTray';
import { TrayContext, type TrayContextValue } from './TrayContext';

const MESSAGE_MS = 4000;

function currentRoute(): string {
  return window.location.pathname + window.location.search;
}

export function DialogTrayProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const router = useRouter();
  const [state, dispatch] = useReducer(trayReducer, EMPTY_TRAY);
  const [trayFull, setTrayFull] = useState(false);
  const closers = useRef(new Map<string, () => void>());

  const minimise = useCallback((dialog: { id: string; title: string }) => {
    if (!mayMinimise(state, dialog.id)) {
      setTrayFull(true);
      return false;
    }
    dispatch({ type: 'minimise', dialog: { ...dialog, route: currentRoute() } });
    return true;
  }, [state]);

  const restore = useCallback((id: string) => {
    const saved = state.minimised.find((dialog) => dialog.id === id);
    dispatch({ type: 'restore', id });
    if (saved && saved.route !== currentRoute()) router.push(saved.route);
  }, [state, router]);

  const discard = useCallback((id: string) => {
    closers.current.get(id)?.();
    dispatch({ type: 'discard', id });
  }, []);

  const setOpen = useCallback((id: string, open: boolean) => dispatch({ type: 'setOpen', id, open }), []);
  const setValue = useCallback((id: string, initial: unknown, update: TrayUpdate<unknown>) =>
    dispatch({ type: 'setValue', id, initial, update }), []);
  const resetValue = useCallback((id: string) => dispatch({ type: 'resetValue', id }), []);
  const registerClose = useCallback((id: string, onClose: () => void) => {
    closers.current.set(id, onClose);
    return () => {
      if (closers.current.get(id) === onClose) closers.current.delete(id);
    };
  }, []);

  const value = useMemo<TrayContextValue>(
    () => ({ state, minimise, restore, discard, setOpen, setValue, resetValue, registerClose }),
    [state, minimise, restore, discard, setOpen, setValue, resetValue, registerClose],
  );

  return (
    <TrayContext.Provider value={value}>
      {children}
      <DialogTray dialogs={state.minimised} onRestore={restore} onClose={discard} />
      <Notice open={trayFull} autoHideDuration={MESSAGE_MS} onClose={() => setTrayFull(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        message={t('trayFull', { max: MAX_MINIMISED_DIALOGS })} data-testid="dialog-tray-full" />
    </TrayContext.Provider>
  );
}
