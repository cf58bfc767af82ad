// The flat tariff form of the rate screens (lib/tariff/form.ts RATE_FORM_FIELDS) as fields of a
// screen declaration: the same names, types, bounds, sections and conditions, so that the screen's
// form and schema, the backend's rulesFromForm and the "try this rate" panel read one set of values
// and show, check and read the same fields for each pricing mode.
import { RATE_FORM_FIELDS, type RateFormField, type RateFormFieldName } from '../../tariff/form';
import { STEPS_MAX_LENGTH } from '../../tariff/step-text';
import type { FieldDecl } from '../../screens/types';

/** Shown as a column of the list: how the rate charges. The rest is seen in the form. */
const LISTED_RATE_FIELDS: readonly RateFormFieldName[] = ['pricingMode'];

/** 'HH:MM'. */
const TIME_OF_DAY_LENGTH = 5;

function tariffField(field: RateFormField): FieldDecl {
  const { name, section, shownWhen } = field;
  const common = { name, section, shownWhen, required: field.required ?? false, list: LISTED_RATE_FIELDS.includes(name) };
  switch (field.type) {
    case 'select': return { ...common, type: 'select', options: field.options, width: 120 };
    case 'text': return { ...common, type: 'text', maxLength: TIME_OF_DAY_LENGTH };
    case 'stepPrices': return { ...common, type: 'stepPrices', maxLength: STEPS_MAX_LENGTH };
    case 'integer': case 'money': return { ...common, type: field.type, min: field.min, max: field.max };
  }
}

/** The tariff fields of a rate screen, in the form's order. */
export const RATE_TARIFF_FIELDS: readonly FieldDecl[] = RATE_FORM_FIELDS.map(tariffField);

/**
 * The first tariff field (in the form's order) among refused `fields` (field -> message key, from
 * rulesFromForm or the fields' schemas), with its message key; undefined when none is a tariff field.
 */
export function firstRefusal(fields: Partial<Record<string, string>>): { field: RateFormFieldName; messageKey: string } | undefined {
  const field = RATE_FORM_FIELDS.find((f) => fields[f.name] !== undefined)?.name;
  return field === undefined ? undefined : { field, messageKey: fields[field]! };
}
