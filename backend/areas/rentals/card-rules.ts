// A card's rules shared by the card archive's store (cards.ts) and the first sale (sales.ts
// sellCard), which make cards the same way: an approved package of the lot, plates each on no other
// card of the lots it is valid at (its lot, and its package's lot group's), a property-owned space numbered and never 0 (spec 5). docs/rentals.md, "Cards".
import { readCardPlates, CARD_PLATES_MAX } from '../../../lib/areas/rentals/card-plates';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { SELLABLE_PACKAGE_STATES, type PackageState } from '../../../lib/parking/package-machine';
import type { Queryable } from '../../db';
import type { Values } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';
import { isBlank, refId } from '../../kernel/refs';

/** What the rules read and write through: a store's transaction or a service's Work. */
type Tx = Pick<Queryable, 'query'>;

/** The entity cards are audited as. */
export const CARD_ENTITY = 'monthCard';

/** The card's package: an approved one of the lot, else refused; its kind. */
export async function sellablePackage(tx: Tx, values: Values, lotId: number, current?: number): Promise<{ packageId: number; kind: CardKind }> {
  const packageId = refId(values, 'packageId');
  const [found] = await tx.query<{ lot_id: number; state: number; kind: CardKind }>(
    'SELECT p.lot_id, p.state, n.kind FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.id = $1', [packageId]);
  if (!found || Number(found.lot_id) !== lotId) throw new FieldError('packageId', 'option');
  // A card keeps the package it was sold under, even once that one is discontinued.
  const kept = current !== undefined && (await tx.query('SELECT 1 FROM month_cards WHERE id = $1 AND package_id = $2', [current, packageId])).length > 0;
  if (!kept && !SELLABLE_PACKAGE_STATES.includes(Number(found.state) as PackageState)) throw refuse(RENTAL_REFUSALS.notSellable);
  return { packageId, kind: found.kind };
}

/**
 * The lots a card of the package is valid at: the package's lot, and every lot of its lot group
 * (docs/rentals.md, "Lot groups").
 */
export async function packageLots(tx: Tx, packageId: number): Promise<number[]> {
  const rows = await tx.query<{ lot_id: number }>(
    `SELECT lot_id FROM month_packages WHERE id = $1
     UNION SELECT g.lot_id FROM lot_group_lots g JOIN month_packages p ON p.lot_group_id = g.group_id WHERE p.id = $1
     ORDER BY 1`, [packageId]);
  return rows.map((r) => Number(r.lot_id));
}

/** The card's plates, each on no other card valid at any of the card's lots. */
export async function freePlates(tx: Tx, values: Values, lotIds: readonly number[], id?: number): Promise<string[]> {
  const read = readCardPlates(String(values.plates ?? ''));
  if (!read.ok) throw 'part' in read ? refuse(RENTAL_REFUSALS.platesInvalid, { part: read.part }) : refuse(RENTAL_REFUSALS.tooManyPlates, { max: CARD_PLATES_MAX });
  if (!read.plates.length) throw new FieldError('plates', 'blank');
  const [taken] = await tx.query<{ plate: string; card_no: string; lot: string }>(
    `SELECT cp.plate, c.card_no, l.name AS lot FROM month_card_plates cp JOIN month_cards c ON c.id = cp.card_id JOIN parking_lots l ON l.id = cp.lot_id
      WHERE cp.lot_id = ANY($1::int[]) AND cp.plate = ANY($2::text[]) AND cp.card_id <> $3 ORDER BY cp.plate, l.name LIMIT 1`, [lotIds, read.plates, id ?? 0]);
  if (taken) throw refuse(RENTAL_REFUSALS.plateOnAnotherCard, { plate: taken.plate, card: taken.card_no, lot: taken.lot });
  return read.plates;
}

/** Spec 5: a property-owned space is numbered, and never 0. */
export function spaceNumber(values: Values, kind: CardKind): string | null {
  const spaceNo = isBlank(values.spaceNo) ? null : String(values.spaceNo).trim() || null;
  if (kind !== 'property') return spaceNo;
  if (spaceNo === null) throw new FieldError('spaceNo', 'blank');
  if (/^0+$/.test(spaceNo)) throw refuse(RENTAL_REFUSALS.spaceNumberZero);
  return spaceNo;
}

/** The card's plates one by one at each of its lots, for the lane and for uniqueness (the index refuses a race the check missed). */
export async function writeCardPlates(tx: Tx, cardId: number, lotIds: readonly number[], plates: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM month_card_plates WHERE card_id = $1', [cardId]);
  await tx.query(
    'INSERT INTO month_card_plates (card_id, lot_id, plate) SELECT $1, lot, plate FROM unnest($2::int[]) lot CROSS JOIN unnest($3::text[]) plate',
    [cardId, lotIds, plates]);
}
