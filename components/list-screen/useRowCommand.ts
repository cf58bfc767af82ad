'use client';
// Deleting rows and running row actions: { ids } or { ids, values } to the action; the list is
// read again after success. An idempotent action carries its key (one per press): a lost answer
// is asked again with the same key, and the backend carries it out once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asApiError, screenCall, screenKey } from './screen-api';

export interface RowCommand {
  /** 'delete' or a row action's name. */
  action: string;
  ids: number[];
  values?: Record<string, unknown>;
  /** The idempotency key of a money-moving action (lib/client/keys.ts). */
  key?: string;
}

export function useRowCommand(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids, values, key }: RowCommand) =>
      screenCall<unknown>(path, action, { ids, ...(values ? { values } : {}), ...(key ? { idempotencyKey: key } : {}) }),
    retry: (count, error) => count < 1 && asApiError(error).kind === 'network',
    // The list, and the ref options a write may change (a berth taken by a device is no longer offered).
    onSuccess: () => client.invalidateQueries({ queryKey: screenKey(path) }),
  });
}
