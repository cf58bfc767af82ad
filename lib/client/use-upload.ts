'use client';
// A file streamed to a page operation declared with `upload` (lib/bff/upload-route.ts): the
// operation's input in the query, the file as the body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from './api';

export const uploadUrl = (operation: string, input: Record<string, string>) =>
  `/api/upload/${encodeURIComponent(operation)}?${new URLSearchParams(input)}`;

/** On success the listed queries are read again. */
export function useUploadMutation<T>(operation: string, invalidates: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, file }: { input: Record<string, string>; file: Blob }) => apiUpload<T>(uploadUrl(operation, input), file),
    onSuccess: () => Promise.all(invalidates.map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
