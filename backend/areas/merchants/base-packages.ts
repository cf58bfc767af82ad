// /MerchantBasePackage over merchant_base_packages (docs/rentals.md, "Merchant packages"): a lot's
// approved monthly package offered to its merchants at the merchant's price a month (the terms'
// rule: lib/areas/merchants/base-package.ts), reviewed by the package review machine
// (lib/parking/package-machine.ts, its states and refusals): written by one person, approved or
// refused by another, discontinued; a change sends it back to review. Lot-scoped; a user bound to
// a merchant reads the approved ones of his merchant's lot (merchantOffer) and writes none.
import { z } from 'zod';
import { basePackageRefusal } from '../../../lib/areas/merchants/base-package';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { decidePackage, PACKAGE_STATE, type PackageEvent, type PackageState } from '../../../lib/parking/package-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { requireCaller } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { FieldError, refuse, rowNotFound } from '../../kernel/failures';
import { inCallerLots, LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, isBlank, refId } from '../../kernel/refs';
import { defineService } from '../../kernel/service';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';

/** Deleting is for a base package never approved nor applied for: one that was is discontinued instead. */
const DELETABLE_STATES: readonly PackageState[] = [PACKAGE_STATE.unreviewed, PACKAGE_STATE.notApproved];
/** States in which a base package offers its package (one at a time per package: the unique index). */
const FINAL_STATES: readonly PackageState[] = [PACKAGE_STATE.expired, PACKAGE_STATE.discontinued];

const dateOrNull = (value: unknown) => (isBlank(value) ? null : String(value));

/** The offered package: one of the lot's; an approved one unless the base package keeps the one it has. */
async function offeredPackage(tx: Queryable, values: Values, lotId: number, current: { package_id: number } | null) {
  const packageId = refId(values, 'packageId');
  const [found] = await tx.query<{ lot_id: number; state: number; pricing: string; price: string | null; kind: CardKind }>(
    'SELECT p.lot_id, p.state, p.pricing, p.price, n.kind FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.id = $1', [packageId]);
  if (!found || Number(found.lot_id) !== lotId) throw new FieldError('packageId', 'option');
  const kept = current !== null && Number(current.package_id) === packageId;
  if (!kept && Number(found.state) !== PACKAGE_STATE.approved) throw refuse(RENTAL_REFUSALS.notSellable);
  return { packageId, kept, ...found, price: found.price === null ? null : Number(found.price) };
}

async function checkedTerms(tx: Queryable, values: Values, id?: number): Promise<Values> {
  const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
  const [current] = id === undefined ? [] : await tx.query<{ package_id: number; state: number }>(
    'SELECT package_id, state FROM merchant_base_packages WHERE id = $1 FOR UPDATE', [id]);
  const offered = await offeredPackage(tx, values, lotId, current ?? null);
  const refused = basePackageRefusal({
    kind: offered.kind, pricing: offered.pricing, packagePrice: offered.price, merchantPrice: Number(values.merchantPrice),
    saleFrom: dateOrNull(values.saleFrom), saleTo: dateOrNull(values.saleTo),
  });
  if (refused) throw refuse(refused.refusal, refused.values);
  // The package merchants applied for stays (their cards are counted against this base package).
  if (current && !offered.kept && (await tx.query('SELECT 1 FROM merchant_package_applications WHERE base_package_id = $1 LIMIT 1', [id])).length) {
    throw refuse(MERCHANT_REFUSALS.basePackageFixed);
  }
  const [offeredElsewhere] = await tx.query('SELECT 1 FROM merchant_base_packages WHERE package_id = $1 AND id <> $2 AND NOT state = ANY($3::int[]) LIMIT 1',
    [offered.packageId, id ?? 0, FINAL_STATES]);
  if (offeredElsewhere) throw new FieldError('packageId', 'unique');
  return { ...values, lotId, packageId: offered.packageId };
}

export const basePackageStore: EntityStore = {
  entity: MERCHANT_AUDIT.basePackage,
  table: 'merchant_base_packages',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name', packageName: 'n.name', kind: 'n.kind', packageMonths: 'p.months', packagePrice: 'p.price',
    cardsMade: `(SELECT count(*)::int FROM merchant_package_cards mc JOIN merchant_package_applications a ON a.id = mc.application_id
      WHERE a.base_package_id = t.id AND mc.card_id IS NOT NULL)`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_packages p ON p.id = t.package_id LEFT JOIN month_package_names n ON n.id = p.name_id',
  lotColumn: 'lot_id',
  merchantOffer: `t.state = ${PACKAGE_STATE.approved}`,
  options: {
    packageId: `SELECT p.id AS value, pl.name || ' / ' || n.name AS label FROM month_packages p
        JOIN month_package_names n ON n.id = p.name_id JOIN parking_lots pl ON pl.id = p.lot_id
      WHERE p.state = ${PACKAGE_STATE.approved} AND n.kind IN ('monthly', 'multiMonth') AND p.pricing = 'packagePrice'
        AND ${inCallerLots('p.lot_id')} ORDER BY pl.name, n.name, p.id`,
  },

  async beforeWrite(tx, values, mode, context, id) {
    const written = { ...(await checkedTerms(tx, values, id)), updatedAt: isoAt(context.now) };
    if (mode === 'create') return { ...written, state: PACKAGE_STATE.unreviewed, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
    // A change is reviewed again before anything is bought of it.
    const [row] = await tx.query<{ state: number }>('SELECT state FROM merchant_base_packages WHERE id = $1', [id]);
    const revised = decidePackage(Number(row.state) as PackageState, 'revise');
    if (!revised.ok) throw refuse(revised.reason);
    return { ...written, state: revised.to, reviewedBy: null, reviewedAt: null };
  },

  async refuseDelete(tx, ids) {
    const [kept] = await tx.query(
      `SELECT 1 FROM merchant_base_packages b WHERE b.id = ANY($1::int[])
          AND (NOT b.state = ANY($2::int[]) OR EXISTS (SELECT 1 FROM merchant_package_applications a WHERE a.base_package_id = b.id)) LIMIT 1`,
      [ids, DELETABLE_STATES]);
    return kept ? MERCHANT_REFUSALS.basePackageKept : null;
  },

  rowActions: {
    approve: rowService({ service: reviewBasePackage('approve'), inputOf: ({ id }) => ({ basePackageId: id }) }),
    reject: rowService({ service: reviewBasePackage('reject'), inputOf: ({ id }) => ({ basePackageId: id }) }),
    discontinue: rowService({ service: reviewBasePackage('discontinue'), inputOf: ({ id }) => ({ basePackageId: id }) }),
  },
};

/** A base package's review step: the package machine decides; approving or refusing is never its author's. */
function reviewBasePackage(event: Exclude<PackageEvent, 'revise' | 'expire'>) {
  return defineService({
    name: `merchants.${event}BasePackage`,
    input: z.object({ basePackageId: z.number().int().positive() }),
    async run(work, { basePackageId }): Promise<{ id: number; state: PackageState }> {
      const [row] = await work.query<{ state: number; created_by: string }>(
        'SELECT state, created_by FROM merchant_base_packages WHERE id = $1 FOR UPDATE', [basePackageId]);
      if (!row) throw rowNotFound();
      const decision = decidePackage(Number(row.state) as PackageState, event);
      if (!decision.ok) throw refuse(decision.reason);
      const review = event !== 'discontinue';
      if (review && row.created_by.trim().toLowerCase() === work.actor.name.trim().toLowerCase()) throw refuse(APPROVER_IS_REQUESTER);
      const by = review ? { reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) } : {};
      await work.update(MERCHANT_AUDIT.basePackage, 'merchant_base_packages', basePackageId, { state: decision.to, ...by, updated_at: isoAt(work.at) });
      return { id: basePackageId, state: decision.to };
    },
  });
}
