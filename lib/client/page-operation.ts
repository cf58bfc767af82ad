'use client';
// A special page's operations from its component (lib/pages): read with usePageQuery, pressed with
// usePageOperation, each named by the page's key and the operation's name and typed by the
// declaration (its input, its output) through `import type` only: the declarations' zod schemas
// stay out of the browser. A press of an idempotent operation carries its key (one per press,
// the same again for a retry of that press), so a lost answer asked again is carried out once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeclaredPage } from '../pages/registry';
import { pageOperationName, type OperationInput, type OperationOutput } from '../pages/types';
import { apiPost } from './api';
import { pressKeys } from './press-keys';

export type PageKey = DeclaredPage['key'];
type OperationsOf<K extends PageKey> = Extract<DeclaredPage, { key: K }>['operations'];
/** An operation of page K (of every page in K, for a union of pages sharing their operations). */
export type OperationName<K extends PageKey> = Extract<keyof OperationsOf<K>, string>;
type Operation<K extends PageKey, O extends OperationName<K>> = OperationsOf<K>[O];

/** What operation O of page K answers. */
export type PageAnswer<K extends PageKey, O extends OperationName<K>> = OperationOutput<Operation<K, O>>;
/** What a press of it sends: its input, but for the key the hook adds. */
export type PressInput<K extends PageKey, O extends OperationName<K>> = Omit<OperationInput<Operation<K, O>>, 'idempotencyKey'>;

export const operationUrl = (operation: string) => `/api/ashx/${encodeURIComponent(operation)}`;

/** The name the BFF forwards it under ('<page>.<operation>', lib/pages/types.ts), also its queries' key. */
export const operationNameOf = <K extends PageKey>(page: K, operation: OperationName<K>) => pageOperationName({ key: page }, operation);

/**
 * A read, under the query key [name, input] (the key lib/bff/prefetch.ts fills for `readOnOpen`
 * operations, with {}); read again every `refetchInterval` ms when given.
 */
export function usePageQuery<K extends PageKey, O extends OperationName<K>>(
  page: K, operation: O, input?: OperationInput<Operation<K, O>>, options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  const name = operationNameOf(page, operation);
  const payload = input ?? {};
  return useQuery({
    queryKey: [name, payload],
    queryFn: () => apiPost<PageAnswer<K, O>>(operationUrl(name), payload),
    ...options,
  });
}

/** `idempotent: true` exactly when the declaration says so: the compiler holds the component to it. */
type KeyOption<Op> = Op extends { idempotent: true } ? { idempotent: true } : { idempotent?: never };

export type PressOptions<K extends PageKey, O extends OperationName<K>> = KeyOption<Operation<K, O>> & {
  /** Reads of the same page read again once the press is settled (a failed press may have changed them too). */
  invalidates?: readonly OperationName<K>[];
  /** Asked again, with the same key, on this condition (TanStack Query's `retry`). */
  retry?: (failures: number, error: Error) => boolean;
  onSuccess?: (answer: PageAnswer<K, O>) => void;
  onError?: (error: Error) => void;
};

/**
 * A press of a state-changing operation: `press(input)` sends it; the answer, the pending state and
 * the error are TanStack Query's. An idempotent operation's key is new for each press, and the
 * same again for the press asked again after it failed (press-keys.ts).
 * `operations` may list operations that take and answer the same (a page's command per button):
 * each press then names its own, `press(input, operation)`, and they share the pending state.
 */
export function usePageOperation<K extends PageKey, O extends OperationName<K>>(page: K, operations: O | readonly O[], options: PressOptions<K, O>) {
  const client = useQueryClient();
  const { idempotent, invalidates = [], retry, onSuccess, onError } = options;
  const [keys] = useState(pressKeys);
  const mutation = useMutation({
    mutationFn: ({ operation, payload }: { operation: O; payload: Record<string, unknown> }) =>
      apiPost<PageAnswer<K, O>>(operationUrl(operationNameOf(page, operation)), payload),
    retry,
    onSuccess: (answer, { payload }) => {
      if (typeof payload.idempotencyKey === 'string') keys.answered(payload.idempotencyKey);
      onSuccess?.(answer);
    },
    onError,
    onSettled: () => Promise.all(invalidates.map((read) => client.invalidateQueries({ queryKey: [operationNameOf(page, read)] }))),
  });
  const press = (input: PressInput<K, O>, operation: O = single(operations)) => {
    const payload = input as Record<string, unknown>;
    if (!idempotent) { mutation.mutate({ operation, payload }); return; }
    mutation.mutate({ operation, payload: { ...payload, idempotencyKey: keys.keyFor(operation, input) } });
  };
  return { ...mutation, press };
}

function single<O extends string>(operations: O | readonly O[]): O {
  if (typeof operations === 'string') return operations as O;
  throw new Error('press(input, operation): name the operation among several');
}
