// Which fields a screen's form writes, without the schemas (lib/screens/schema.ts): the browser
// lays out forms with this and loads the schemas only when a form is checked.
import type { FieldDecl, ScreenDecl } from './types';

export type FormMode = 'create' | 'update';

/** Fields the form writes in this mode. */
export function formFields(screen: ScreenDecl, mode: FormMode): FieldDecl[] {
  return screen.fields.filter((f) => !f.readOnly && f.form !== 'none' && (f.form !== 'create' || mode === 'create'));
}
