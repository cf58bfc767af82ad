// The allowlist of operations the browser may ask the BFF to forward (not an open proxy): every
// operation of the special pages (lib/pages), '<page>.<operation>', granted by its page and
// button and checked with its input made strict, forwarded to HandlersCatc/CatcPage where the
// backend checks the same grant. Declared list screens go through /api/screen instead.
import type { z } from 'zod';
import { canOpenPage, canPressButton } from '../menu/permissions';
import type { ConvertedMenu } from '../menu/types';
import { findPageOperation } from '../pages/registry';
import { PAGE_HANDLER } from '../pages/types';

export interface Operation {
  /** The menu page that must be granted. */
  page: string;
  /** The button that must be granted on that page, for operations behind a button. */
  button?: string;
  payload: z.ZodType<Record<string, unknown>>;
  handler: string;
  getList: string;
  /** Posted to the law-enforcement helper instead of the backend (spec 7). */
  lawEnforcementPath?: string;
}

/** Built once per declared operation (its strict schema included), not per request. */
const built = new Map<string, Operation>();

export function findOperation(name: string): Operation | undefined {
  const known = built.get(name);
  if (known) return known;
  const found = findPageOperation(name);
  // A streamed upload goes through /api/upload (lib/bff/upload-route.ts), never as JSON.
  if (!found || found.op.upload) return undefined; // unknown names are not kept: the map holds declared ones only
  const operation: Operation = {
    page: found.page.path, button: found.op.button, payload: found.op.input.strict(), handler: PAGE_HANDLER, getList: name,
    lawEnforcementPath: found.op.lawEnforcementPath,
  };
  built.set(name, operation);
  return operation;
}

/** The user's menu grants the operation: its page, and its button when it has one. */
export function operationGranted(menu: ConvertedMenu, operation: Operation): boolean {
  return canOpenPage(menu, operation.page) && (!operation.button || canPressButton(menu, operation.page, operation.button));
}
