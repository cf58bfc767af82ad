// What the browser may send for each action of a declared screen (checked by the BFF before
// anything is forwarded; the backend checks again).
import { z } from 'zod';
import { conditionalValues, fieldSchema, listQuerySchema, valuesSchema } from './schema';
import { findScreenOperation, type ScreenOperation } from './operations';
import { perDeclaration } from './per-declaration';
import type { ScreenDecl } from './types';
import { blankToUndefined } from '../validation/rules';
import { idempotencyKey } from '../pages/inputs';

const MAX_IDS = 500;
const ids = z.array(z.number().int().positive()).min(1).max(MAX_IDS);

/** An action's values: as a form's (hidden fields blank, required only while shown), optional blanks left out. */
export function rowActionValuesSchema(op: ScreenOperation) {
  const fields = op.rowAction?.fields ?? [];
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const base = fieldSchema(field);
    shape[field.name] = field.required && !field.shownWhen ? z.preprocess(blankToUndefined, base) : z.preprocess(blankToUndefined, base.optional());
  }
  return conditionalValues(fields, z.object(shape).strict());
}

const id = z.number().int().positive();

/** A row's detail view: its id. */
export const detailPayloadSchema = z.object({ id }).strict();

/**
 * The schema of an action's payload, built once per screen and action: an action's operation is
 * determined by the screen's declaration (operations.ts).
 */
export function actionPayloadSchema(screen: ScreenDecl, op: ScreenOperation): z.ZodType<Record<string, unknown>> {
  return payloadPerAction(screen, op.action);
}

const payloadPerAction = perDeclaration((screen: ScreenDecl, action: string) =>
  buildActionPayloadSchema(screen, findScreenOperation(screen, action) ?? { action }));

function buildActionPayloadSchema(screen: ScreenDecl, op: ScreenOperation): z.ZodType<Record<string, unknown>> {
  switch (op.action) {
    case 'list': return listQuerySchema(screen) as z.ZodType<Record<string, unknown>>;
    case 'create': return z.object({ values: valuesSchema(screen, 'create') }).strict();
    case 'update': return z.object({ id, values: valuesSchema(screen, 'update') }).strict();
    case 'delete': return z.object({ ids }).strict();
    default: return z.object({
      ids,
      values: op.rowAction?.dialog ? z.record(z.string(), z.unknown()).optional() : rowActionValuesSchema(op).optional(),
      ...(op.rowAction?.idempotent ? { idempotencyKey: idempotencyKey() } : {}),
    }).strict();
  }
}

/** zod issues under `values` as field -> message key, for the form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, name] = issue.path;
    const field = String(head === 'values' ? name ?? '' : head ?? '');
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}
