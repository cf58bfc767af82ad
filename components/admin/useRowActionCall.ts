'use client';
// The special dialogs' calls: a dialog row action of the screen, found by its dialog name in the
// declaration, read with { read: true } and written with one call to the screen's path.
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiFailure, type ApiError } from '@/lib/client/api';
import type { ScreenDecl } from '@/lib/screens/types';
import { screenCall } from '@/components/list-screen/screen-api';

/** The engine answers a row action with { affected, result }. */
interface RowActionAnswer<T> { affected: number; result: T }

/** The name of the row action that opens this dialog on the screen. */
export function rowActionOfDialog(screen: ScreenDecl, dialog: string): string | undefined {
  return screen.rowActions?.find((action) => action.dialog === dialog)?.name;
}

export function useRowActionRead<T>(screen: ScreenDecl, path: string, dialog: string, ids: number[]) {
  const action = rowActionOfDialog(screen, dialog);
  return useQuery({
    queryKey: ['screen', path, 'rowAction', action, ids],
    queryFn: async () => (await screenCall<RowActionAnswer<T>>(path, action!, { ids, values: { read: true } })).result,
    enabled: Boolean(action) && ids.length > 0,
    // Always fresh: the dialog edits what it reads.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useRowActionWrite<T>(screen: ScreenDecl, path: string, dialog: string, ids: number[]) {
  const action = rowActionOfDialog(screen, dialog);
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) =>
      (await screenCall<RowActionAnswer<T>>(path, action!, { ids, values })).result,
  });
}

/** The typed error of a failed call, for useErrorText. */
export const apiErrorOf = (error: unknown): ApiError | null => (error instanceof ApiFailure ? error.error : null);
