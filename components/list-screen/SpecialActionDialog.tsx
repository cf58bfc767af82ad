'use client';
// Hosts the special dialog of a row action declared with `dialog`: which action and rows are in
// the dialog tray, the component comes from row-action-dialogs.ts.
import { Suspense, useCallback } from 'react';
import { useTrayState } from '@/components/dialogs/useTrayState';
import type { ScreenDecl } from '@/lib/screens/types';
import { dialogIds } from './dialog-ids';
import { rowActionDialog } from './row-action-dialogs';

interface SpecialState { dialog: string; ids: number[] }
const NONE: SpecialState = { dialog: '', ids: [] };

export function useSpecialActionOpener(screen: ScreenDecl) {
  const [, setState] = useTrayState<SpecialState>(dialogIds(screen.entity).special, NONE);
  return useCallback((dialog: string, ids: number[]) => setState({ dialog, ids }), [setState]);
}

export function SpecialActionDialog({ screen, path, onDone }: { screen: ScreenDecl; path: string; onDone(): void }) {
  const [state, , forget] = useTrayState<SpecialState>(dialogIds(screen.entity).special, NONE);
  const Dialog = state.dialog ? rowActionDialog(state.dialog) : undefined;
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog screen={screen} path={path} entity={screen.entity} ids={state.ids} onClose={forget} onDone={() => { forget(); onDone(); }} />
    </Suspense>
  );
}
