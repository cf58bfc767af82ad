// /PackageAudit and /PackageManagement over month_packages: the terms checked by spec 5's rules
// (lib/areas/rentals/package-rules.ts), the review by the state machine
// (lib/parking/package-machine.ts). A new package waits for review; a change of one sends it back
// to review (revise); approving or refusing is a second person's. docs/rentals.md, "Packages".
import { z } from 'zod';
import { checkPackage, type PackagePricing } from '../../../lib/areas/rentals/package-rules';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { decidePackage, PACKAGE_STATE, type PackageEvent, type PackageState } from '../../../lib/parking/package-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { requireCaller } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';
import { enabledInCallerLots, inCallerLots, LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, isBlank, refId } from '../../kernel/refs';
import { defineService } from '../../kernel/service';

export const PACKAGE_ENTITY = 'monthPackage';
/** Deleting is for a package never sold: one that was approved is discontinued instead. */
export const PACKAGE_KEPT = 'packageKept';
const DELETABLE_STATES: readonly PackageState[] = [PACKAGE_STATE.unreviewed, PACKAGE_STATE.notApproved];

const text = (value: unknown) => (isBlank(value) ? null : String(value).trim() || null);
const fen = (value: unknown) => (isBlank(value) ? null : Number(value));

/** The terms of a package as the form sent them, with the kind of its name. */
const termsOf = (values: Values, kind: CardKind) => ({
  kind,
  pricing: values.pricing as PackagePricing,
  price: fen(values.price),
  months: text(values.months),
  choicePrices: text(values.choicePrices),
  dailyRate: fen(values.dailyRate),
  freePeriods: text(values.freePeriods),
  chargedPeriods: text(values.chargedPeriods),
  entryWindows: text(values.entryWindows),
  shortBalance: text(values.shortBalance),
  saleFrom: text(values.saleFrom),
  saleTo: text(values.saleTo),
});

export const packageStore: EntityStore = {
  entity: PACKAGE_ENTITY,
  table: 'month_packages',
  computed: {
    lotName: 'l.name', name: 'n.name', kind: 'n.kind', noticeTemplate: '(SELECT st.name FROM sms_templates st WHERE st.id = t.notice_template_id)',
    lotGroupName: '(SELECT g.name FROM lot_groups g WHERE g.id = t.lot_group_id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_package_names n ON n.id = t.name_id',
  lotColumn: 'lot_id',
  options: {
    nameId: enabledInCallerLots('month_package_names'),
    noticeTemplateId: "SELECT id AS value, code || ' ' || name AS label FROM sms_templates WHERE status = 1 ORDER BY code, id",
    // The groups holding one of the caller's lots (the package's own lot must be among them: lotGroupOf).
    lotGroupId: `SELECT g.id AS value, g.name AS label FROM lot_groups g
      WHERE EXISTS (SELECT 1 FROM lot_group_lots m WHERE m.group_id = g.id AND ${inCallerLots('m.lot_id')}) ORDER BY g.name, g.id`,
  },

  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    // An enabled name of the same lot; a package keeps the name it has even once disabled.
    const nameId = await checkRef(tx, values, 'nameId', 'SELECT 1 FROM month_package_names WHERE id = $1 AND status = 1', { column: 'name_id', table: 'month_packages', id });
    const [name] = await tx.query<{ lot_id: number; kind: CardKind }>('SELECT lot_id, kind FROM month_package_names WHERE id = $1', [nameId]);
    if (Number(name.lot_id) !== lotId) throw new FieldError('nameId', 'option');
    const checked = checkPackage(termsOf(values, name.kind));
    if (!checked.ok) throw refuse(checked.refusal, checked.values);
    // The expiry notice's template: an enabled one (a package keeps the one it has once disabled).
    const noticeTemplateId = isBlank(values.noticeTemplateId) ? null
      : await checkRef(tx, values, 'noticeTemplateId', 'SELECT 1 FROM sms_templates WHERE id = $1 AND status = 1', { column: 'notice_template_id', table: 'month_packages', id });
    const lotGroupId = await lotGroupOf(tx, values, lotId, name.kind, id);
    const written = { ...values, lotId, nameId, noticeTemplateId, lotGroupId, updatedAt: isoAt(context.now) };
    if (mode === 'create') return { ...written, state: PACKAGE_STATE.unreviewed, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
    const [row] = await tx.query<{ state: PackageState }>('SELECT state FROM month_packages WHERE id = $1 FOR UPDATE', [id]);
    const revised = decidePackage(Number(row.state) as PackageState, 'revise');
    if (!revised.ok) throw refuse(revised.reason);
    return { ...written, state: revised.to, reviewedBy: null, reviewedAt: null };
  },

  async refuseDelete(tx, ids) {
    const kept = await tx.query('SELECT 1 FROM month_packages WHERE id = ANY($1::int[]) AND NOT state = ANY($2::int[]) LIMIT 1', [ids, DELETABLE_STATES]);
    return kept.length ? PACKAGE_KEPT : null;
  },

  rowActions: {
    approve: rowService({ service: reviewPackage('approve'), inputOf: ({ id }) => ({ packageId: id }) }),
    reject: rowService({ service: reviewPackage('reject'), inputOf: ({ id }) => ({ packageId: id }) }),
    discontinue: rowService({ service: reviewPackage('discontinue'), inputOf: ({ id }) => ({ packageId: id }) }),
  },
};

/**
 * The package's lot group (docs/rentals.md, "Lot groups"): none, or one its lot is in; never for a
 * property package (its space is one lot's); fixed once cards are sold of it (their plates are held
 * at the group's lots).
 */
async function lotGroupOf(tx: Queryable, values: Values, lotId: number, kind: CardKind, id?: number): Promise<number | null> {
  const groupId = isBlank(values.lotGroupId) ? null : refId(values, 'lotGroupId');
  if (groupId !== null) {
    const [group] = await tx.query<{ has_lot: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM lot_group_lots WHERE group_id = g.id AND lot_id = $2) AS has_lot FROM lot_groups g WHERE g.id = $1', [groupId, lotId]);
    if (!group) throw new FieldError('lotGroupId', 'option');
    if (!group.has_lot) throw refuse(RENTAL_REFUSALS.packageLotNotInGroup);
    if (kind === 'property') throw refuse(RENTAL_REFUSALS.packageGroupProperty);
  }
  if (id !== undefined) {
    const [held] = await tx.query<{ lot_group_id: number | null; cards: boolean }>(
      'SELECT lot_group_id, EXISTS (SELECT 1 FROM month_cards c WHERE c.package_id = p.id) AS cards FROM month_packages p WHERE p.id = $1', [id]);
    const before = held.lot_group_id === null ? null : Number(held.lot_group_id);
    if (held.cards && before !== groupId) throw refuse(RENTAL_REFUSALS.packageGroupHasCards);
  }
  return groupId;
}

/** A package's review step: the machine decides; approving or refusing is never its author's. */
function reviewPackage(event: Exclude<PackageEvent, 'revise' | 'expire'>) {
  return defineService({
    name: `rentals.${event}Package`,
    input: z.object({ packageId: z.number().int().positive() }),
    async run(work, { packageId }): Promise<{ id: number; state: PackageState }> {
      const [row] = await work.query<{ state: number; created_by: string }>('SELECT state, created_by FROM month_packages WHERE id = $1 FOR UPDATE', [packageId]);
      const decision = decidePackage(Number(row.state) as PackageState, event);
      if (!decision.ok) throw refuse(decision.reason);
      const review = event !== 'discontinue';
      if (review && row.created_by === work.actor.name) throw refuse(APPROVER_IS_REQUESTER);
      const by = review ? { reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) } : {};
      await work.update(PACKAGE_ENTITY, 'month_packages', packageId, { state: decision.to, ...by, updated_at: isoAt(work.at) });
      return { id: packageId, state: decision.to };
    },
  });
}
