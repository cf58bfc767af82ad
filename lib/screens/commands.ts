// Whether a row action may run on a row (pure): the row's state must be one the action is
// allowed from, and an approval needs someone other than its requester. The grid disables the
// action's button with it; the BFF and the backend refuse with the same message key.
import type { RowActionDecl } from './types';

/** Refusal of an approval by its own requester (messages/<lang>/backend-money.json). */
export const APPROVER_IS_REQUESTER = 'approverIsRequester';

const sameName = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The message key refusing `action` on `row` for `actor` (a login name), or null when it may run. */
export function rowRefusal(action: Pick<RowActionDecl, 'when' | 'approval'>, row: Record<string, unknown>, actor: string): string | null {
  if (action.when && !action.when.from.some((state) => String(state) === String(row[action.when!.field]))) return action.when.refusal;
  if (action.approval && sameName(row[action.approval.requesterField], actor)) return APPROVER_IS_REQUESTER;
  return null;
}

/** The first refusal among rows, with the ids it refuses. */
export function rowsRefusal(action: Pick<RowActionDecl, 'when' | 'approval'>, rows: readonly Record<string, unknown>[], actor: string):
  { refusal: string; ids: number[] } | null {
  let found: { refusal: string; ids: number[] } | null = null;
  for (const row of rows) {
    const refusal = rowRefusal(action, row, actor);
    if (!refusal) continue;
    found ??= { refusal, ids: [] };
    if (refusal === found.refusal) found.ids.push(Number(row.id));
  }
  return found;
}
