// A form's values checked in the browser with the same schemas as the BFF and the backend
// (lib/screens/schema.ts, payloads.ts). They and zod are loaded when a form first opens
// (preloadFormChecks), not with the list page.
import type { FormMode } from './form-fields';
import type { RowActionDecl, ScreenDecl } from './types';

export type FormCheck = { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

const schemas = async () => ({ ...(await import('./schema')), ...(await import('./payloads')) });

export function preloadFormChecks(): void {
  void schemas();
}

/** Create and edit: the values as the backend will take them, or field -> message key. */
export async function checkFormValues(screen: ScreenDecl, mode: FormMode, payload: Record<string, unknown>): Promise<FormCheck> {
  const { fieldErrors, valuesSchema } = await schemas();
  const parsed = valuesSchema(screen, mode).safeParse(payload);
  return parsed.success ? { ok: true, values: parsed.data as Record<string, unknown> } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** A row action's declared fields. */
export async function checkActionValues(action: RowActionDecl, payload: Record<string, unknown>): Promise<FormCheck> {
  const { fieldErrors, rowActionValuesSchema } = await schemas();
  const parsed = rowActionValuesSchema({ action: action.name, button: action.button, rowAction: action }).safeParse(payload);
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
