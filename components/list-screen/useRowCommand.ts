'use client';
// Deleting rows and running row actions: { ids } or { ids, values } to the action; the list is
// read again after success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenCall, screenKey } from './screen-api';

export interface RowCommand {
  /** 'delete' or a row action's name. */
  action: string;
  ids: number[];
  values?: Record<string, unknown>;
}

export function useRowCommand(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids, values }: RowCommand) => screenCall<unknown>(path, action, values ? { ids, values } : { ids }),
    // The list, and the ref options a write may change (a berth taken by a device is no longer offered).
    onSuccess: () => client.invalidateQueries({ queryKey: screenKey(path) }),
  });
}
