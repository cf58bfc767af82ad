// A coupon type's value by its kind, as the forms send it (docs/merchants.md, "Coupons"): the value
// columns a kind does not use are kept empty whatever the form sent, the one it uses is required,
// and a window coupon's windows must read. Shared by the merchants' types and the operator's
// (events, packages, member offers).
import { readDayWindows } from '../../../lib/parking/cards/day-windows';
import type { Values } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';

const KIND_VALUES: Record<string, string[]> = {
  free: [], time: ['minutes'], cash: ['amount'], percentage: ['payPercent'], period: ['hours'], window: ['payPercent', 'windows'],
};
const VALUE_FIELDS = ['minutes', 'amount', 'payPercent', 'hours', 'windows'];

/** The values with the kind's own value checked and the others emptied. */
export function withKindValues(values: Values): Values {
  const kind = String(values.kind);
  const used = KIND_VALUES[kind] ?? [];
  const written: Values = { ...values };
  for (const field of VALUE_FIELDS) {
    if (!used.includes(field)) written[field] = null;
    else if (written[field] === null || written[field] === undefined || written[field] === '') throw new FieldError(field, 'blank');
  }
  if (kind === 'window') {
    const read = readDayWindows(String(written.windows));
    if (!read.ok || !read.windows.length) throw refuse('couponWindowsInvalid', { part: read.ok ? String(written.windows) : read.part });
  }
  return written;
}
