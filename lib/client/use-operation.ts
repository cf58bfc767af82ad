'use client';
// Reading through an allowlisted BFF operation with TanStack Query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './api';

export const operationUrl = (operation: string) => `/api/ashx/${encodeURIComponent(operation)}`;

export function useOperationQuery<T>(operation: string, payload: Record<string, unknown> = {}, refetchInterval?: number) {
  return useQuery({
    queryKey: [operation, payload],
    queryFn: () => apiPost<T>(operationUrl(operation), payload),
    refetchInterval,
  });
}

/** A state-changing operation; on success the listed queries are read again. */
export function useOperationMutation<T, P extends Record<string, unknown>>(operation: string, invalidates: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => apiPost<T>(operationUrl(operation), payload),
    onSuccess: () => Promise.all(invalidates.map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
