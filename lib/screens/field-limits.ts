// The limits a declared field's value is checked against (lib/screens/schema.ts), in one place:
// the length of its text, and the bounds of its number. The form shows them (a counter "37/100",
// the messages naming the bound) in the unit a person types: money in yuan, although its bounds
// are declared, checked and stored in fen.
import { fenToYuan } from '../money/fen';
import { TEXT_MAX_LENGTH } from '../spec-constants';
import type { FieldDecl } from './types';

/** Free text (FieldDecl type 'textarea') without a declared maxLength. */
export const TEXTAREA_MAX_LENGTH = 1000;
/** A firmware version without a declared maxLength. */
export const VERSION_MAX_LENGTH = 40;
/** Amounts are never negative unless a field says so. */
const MONEY_MIN = 0;

/** The most characters a text field takes (spec 5: 1 to 100 unless declared); undefined for others. */
export function textLimit(field: FieldDecl): number | undefined {
  switch (field.type) {
    case 'text': case 'digits': return field.maxLength ?? TEXT_MAX_LENGTH;
    case 'textarea': return field.maxLength ?? TEXTAREA_MAX_LENGTH;
    case 'version': return field.maxLength ?? VERSION_MAX_LENGTH;
    case 'email': return TEXT_MAX_LENGTH;
    default: return undefined;
  }
}

/** A text's length as the rules count it: trimmed (lib/validation/rules.ts text). */
export const typedLength = (value: string) => value.trim().length;

/** The smallest and largest number a field takes, in its stored unit (money: fen). */
export function numberBounds(field: FieldDecl): { min?: number; max?: number } {
  const min = field.min ?? (field.type === 'money' ? MONEY_MIN : undefined);
  return { ...(min !== undefined ? { min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
}

/** Said in place of a limit a field does not have (the messages' `select` on it). */
export const NO_LIMIT = 'none';

/** A number as a person types it into `field`: money in yuan ('12.50'), others as they are. */
export const typedNumber = (field: Pick<FieldDecl, 'type'>, value: number) => (field.type === 'money' ? fenToYuan(value) : String(value));

/**
 * The values of the validation messages about `field` (validation.json textLength, min, max): its
 * limits as a person types them, NO_LIMIT for those it has not (or when the field is unknown).
 */
export function limitValues(field?: FieldDecl): { maxLength: string; min: string; max: string } {
  const length = field && textLimit(field);
  const { min, max } = field ? numberBounds(field) : {};
  return {
    maxLength: length === undefined ? NO_LIMIT : String(length),
    min: min === undefined ? NO_LIMIT : typedNumber(field!, min),
    max: max === undefined ? NO_LIMIT : typedNumber(field!, max),
  };
}
