// The package a rental rule names (recharge-rules.ts, area-prices.ts): offered among the caller's
// packages of the kinds the rule is for, labelled by their lot and name (month_package_names), and
// checked on write to be a package of the row's lot and of one of those kinds.
import type { Queryable } from '../../db';
import { V } from '../../../lib/validation/rules';
import { FieldError, refuse } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { refId } from '../../kernel/refs';
import type { Values } from '../../entities/types';

/** Refusals of a rule's package or area (messages/<lang>/backend-rentals.json). */
export const RULE_REFUSALS = {
  packageOfAnotherLot: 'rentalPackageOfAnotherLot',
  packageNotStoredValue: 'rentalPackageNotStoredValue',
  packageNotAreaPriced: 'rentalPackageNotAreaPriced',
  areaOfAnotherLot: 'rentalAreaOfAnotherLot',
} as const;

const sqlList = (kinds: readonly string[]) => kinds.map((kind) => {
  if (!/^\w+$/.test(kind)) throw new Error(`not a package kind: ${kind}`);
  return `'${kind}'`;
}).join(', ');

/** The package's name and its lot's, for a rule's list (`p` the package, `n` its name). */
export const PACKAGE_JOINS = 'LEFT JOIN month_packages p ON p.id = t.package_id LEFT JOIN month_package_names n ON n.id = p.name_id';

/** Options SQL of a rule's package ($1 the caller): his lots' packages of these kinds, 'lot / name'. */
export const packageOptions = (kinds: readonly string[]) => `SELECT x.id AS value, pl.name || ' / ' || xn.name AS label
  FROM month_packages x JOIN month_package_names xn ON xn.id = x.name_id JOIN parking_lots pl ON pl.id = x.lot_id
  WHERE xn.kind IN (${sqlList(kinds)}) AND ${inCallerLots('x.lot_id')} ORDER BY pl.name, xn.name, x.id`;

/**
 * The form's packageId: a package (else a FieldError 'option') of the lot `lotId` (else the refusal
 * packageOfAnotherLot, said before anything else of another lot's package), whose name is of one
 * of `kinds` (else `notOfKind`).
 */
export async function packageOfLot(tx: Queryable, values: Values, lotId: number, kinds: readonly string[], notOfKind: string): Promise<number> {
  const id = refId(values, 'packageId');
  const [found] = await tx.query<{ lot_id: number; kind: string }>(
    'SELECT p.lot_id, n.kind FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.id = $1', [id]);
  if (!found) throw new FieldError('packageId', V.option);
  if (Number(found.lot_id) !== lotId) throw refuse(RULE_REFUSALS.packageOfAnotherLot);
  if (!kinds.includes(found.kind)) throw refuse(notOfKind);
  return id;
}
