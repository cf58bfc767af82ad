// How a create/edit form lays out its fields (pure, no zod: the list page draws forms with it):
// in sections (FieldDecl.section, in the order they first appear), and fields shown only for some
// values of others (FieldDecl.shownWhen). What is hidden is not checked and not sent: the form
// sends the shown fields only, and the schema blanks the others whatever a caller sends
// (lib/screens/schema.ts valuesSchema), so a hidden field's old value never reaches a store.
import type { FieldDecl } from './types';

type Conditional = Pick<FieldDecl, 'name' | 'shownWhen'>;

/**
 * The names of the `fields` shown for `values`: those whose every condition holds, a condition
 * being a field that is itself shown (or not in `fields`: its value alone decides) and holds one
 * of the listed values.
 */
export function shownFieldNames(fields: readonly Conditional[], values: Readonly<Record<string, unknown>>): Set<string> {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const known = new Map<string, boolean>();
  const shown = (name: string): boolean => {
    const field = byName.get(name);
    if (!field?.shownWhen) return true;
    let answer = known.get(name);
    if (answer === undefined) {
      known.set(name, false); // a condition on itself, however far round, never holds
      answer = Object.entries(field.shownWhen).every(([other, allowed]) =>
        shown(other) && allowed.some((value) => String(value) === String(values[other] ?? '')));
      known.set(name, answer);
    }
    return answer;
  };
  return new Set(fields.filter((f) => shown(f.name)).map((f) => f.name));
}

/** The `fields` shown for `values`, in their order. */
export function shownFields<F extends Conditional>(fields: readonly F[], values: Readonly<Record<string, unknown>>): F[] {
  const names = shownFieldNames(fields, values);
  return fields.filter((f) => names.has(f.name));
}

export interface FormSection<F> {
  /** Undefined for fields declared without a section. */
  name: string | undefined;
  fields: F[];
}

/** `fields` by section, sections in the order they first appear, fields in their order. */
export function formSections<F extends Pick<FieldDecl, 'section'>>(fields: readonly F[]): FormSection<F>[] {
  const sections: FormSection<F>[] = [];
  for (const field of fields) {
    const section = sections.find((s) => s.name === field.section);
    if (section) section.fields.push(field);
    else sections.push({ name: field.section, fields: [field] });
  }
  return sections;
}
