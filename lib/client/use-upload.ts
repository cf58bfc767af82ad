'use client';
// A file streamed to a page operation declared with `upload` (lib/bff/upload-route.ts): the
// operation's input in the query, the file as the body; the answer typed by the declaration
// (lib/client/page-operation.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from './api';
import { operationNameOf, type OperationName, type PageAnswer, type PageKey, type PressInput } from './page-operation';

export const uploadUrl = (operation: string, input: Record<string, string>) =>
  `/api/upload/${encodeURIComponent(operation)}?${new URLSearchParams(input)}`;

/** `upload(input, file)` sends it; on success the listed reads of the same page are read again. */
export function usePageUpload<K extends PageKey, O extends OperationName<K>>(page: K, operation: O, options: { invalidates?: readonly OperationName<K>[] } = {}) {
  const client = useQueryClient();
  const name = operationNameOf(page, operation);
  const mutation = useMutation({
    mutationFn: ({ input, file }: { input: PressInput<K, O>; file: Blob }) =>
      apiUpload<PageAnswer<K, O>>(uploadUrl(name, input as Record<string, string>), file),
    onSuccess: () => Promise.all((options.invalidates ?? []).map((read) => client.invalidateQueries({ queryKey: [operationNameOf(page, read)] }))),
  });
  return { ...mutation, upload: (input: PressInput<K, O>, file: Blob) => mutation.mutate({ input, file }) };
}

/** What a page's upload form needs of it, whichever page and operation. */
export interface PageUpload<I, A> {
  upload(input: I, file: Blob): void;
  reset(): void;
  isPending: boolean;
  error: Error | null;
  data: A | undefined;
}
