// Calls of a declared screen through the BFF: { path, action, payload } to /api/screen, and the
// query keys the list screen caches them under.
import { ApiFailure, apiPost, type ApiError } from '@/lib/client/api';
import type { ListTotal } from '@/lib/list/totals';

export const SCREEN_URL = '/api/screen';

export type Row = { id: number } & Record<string, unknown>;
/** A list answer: `totalKind` when the total is approximate (lib/list/totals), `next` the keyset cursor of the following page. */
export interface ListPage extends ListTotal { rows: Row[]; next?: string }

export function screenCall<T>(path: string, action: string, payload: Record<string, unknown> = {}): Promise<T> {
  return apiPost<T>(SCREEN_URL, { path, action, payload });
}

export const screenKey = (path: string) => ['screen', path] as const;
export const listKey = (path: string) => ['screen', path, 'list'] as const;
export const lotsKey = (path: string) => ['screen', path, 'lots'] as const;
export const calendarKey = (path: string, days: { from: string; to: string } | null) => ['screen', path, 'calendar', days] as const;
export const optionsKey = (path: string, field: string) => ['screen', path, 'options', field] as const;

/** The typed error of a failed call (a thrown non-ApiFailure counts as a network failure). */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiFailure ? error.error : { kind: 'network', messageKey: 'network' };
