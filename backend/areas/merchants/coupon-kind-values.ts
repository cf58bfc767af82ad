// A coupon type's value by its kind, as the forms send it (docs/merchants.md, "Coupons"): the value
// columns a kind does not use are kept empty whatever the form sent, the one it uses is required
// (a percentage's discount d in 折 stored as the percent paid),
// and a window coupon's windows must read. Shared by the merchants' types and the operator's
// (events, packages, member offers).
import { readDayWindows } from '../../../lib/parking/cards/day-windows';
import type { Values } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';

const KIND_VALUES: Record<string, string[]> = {
  free: [], time: ['minutes'], cash: ['amount'], percentage: ['discount'], period: ['hours'], window: ['discount', 'windows'],
};
const VALUE_FIELDS = ['minutes', 'amount', 'discount', 'hours', 'windows'];
/** The discount in 折 (one decimal, 0 to 9.9) as the percent the driver pays (pay_percent): 8 -> 80, 8.5 -> 85. */
const payPercentOf = (discount: unknown) => Math.round(Number(discount) * 10);
/** Read back for the forms: the percent paid as the discount typed. */
export const DISCOUNT_SQL = '(t.pay_percent / 10.0)::float8';

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
  // Stored as what the driver pays (lib/parking/coupons/relief.ts payPercent); 9.95 is no discount of one decimal.
  const { discount, ...stored } = written;
  if (discount !== null && discount !== undefined && Math.abs(Number(discount) * 10 - payPercentOf(discount)) > 1e-9) throw new FieldError('discount', 'number');
  return { ...stored, payPercent: discount === null || discount === undefined ? null : payPercentOf(discount) };
}
