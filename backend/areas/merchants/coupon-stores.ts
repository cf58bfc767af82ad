// The stores of the coupon screens (lib/areas/merchants/screens-coupons.ts; docs/merchants.md,
// "Coupons"): the types a merchant gives (issued from their row), the coupons issued (single-use
// and long-term apart), and their uses. Lot-scoped and merchant-scoped; a merchant's staff see
// their merchant's only.
import { z } from 'zod';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { checkRef } from '../../kernel/refs';
import { defineService } from '../../kernel/service';
import { voidCoupon } from '../charging';
import { issueCoupon } from './coupon-issue';
import { DISCOUNT_SQL, withKindValues } from './coupon-kind-values';

/** The merchants the caller may see, as ref options. */
const CALLER_MERCHANTS = `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
  WHERE ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`;

export const couponTypeStore: EntityStore = {
  entity: MERCHANT_AUDIT.couponType,
  table: 'coupon_types',
  columns: { lotId: 'lot_id', payPercent: 'pay_percent', createdBy: 'created_by', createdAt: 'created_at', updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name', merchantName: 'm.name', discount: DISCOUNT_SQL,
    issued: '(SELECT count(*)::int FROM coupons c WHERE c.type_id = t.id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id',
  // The operator's own types are written by the promotions' screens.
  where: "t.purpose = 'merchant'",
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: { merchantId: CALLER_MERCHANTS },
  async beforeWrite(tx, values, mode, context, id) {
    const merchantId = await checkRef(tx, values, 'merchantId', 'SELECT 1 FROM merchants WHERE id = $1 AND state IN (0, 1)', { column: 'merchant_id', table: 'coupon_types', id });
    const [merchant] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM merchants WHERE id = $1', [merchantId]);
    const written = withKindValues({ ...values, merchantId, lotId: Number(merchant.lot_id), updatedAt: isoAt(context.now) });
    if (values.charge === 'fixed') written.chargeMax = null; else written.chargeAmount = null;
    if (written.charge === 'fixed' && !written.chargeAmount) throw new FieldError('chargeAmount', 'blank');
    if (values.multiUse && !Number(values.validHours)) throw refuse('couponLongTermNeedsValidity');
    if (mode === 'create') return { ...written, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
    return written;
  },
  async refuseDelete(tx, ids) {
    const issued = await tx.query('SELECT 1 FROM coupons WHERE type_id = ANY($1::int[]) LIMIT 1', [ids]);
    return issued.length ? 'couponTypeIssued' : null;
  },
  rowActions: {
    issue: rowService({ service: issueCoupon, inputOf: ({ id, input }) => ({ typeId: id, plate: input.plate }) }),
  },
};

const voidByHand = defineService({
  name: 'merchants.voidCoupon',
  input: z.object({ couponId: z.number().int().positive(), reason: z.string().trim().min(1).max(100) }),
  async run(work, { couponId, reason }) {
    const [coupon] = await work.query<{ state: number }>('SELECT state FROM coupons WHERE id = $1 FOR UPDATE', [couponId]);
    await voidCoupon(work, couponId, Number(coupon.state), reason);
    return { id: couponId, state: COUPON_STATE.void };
  },
});

/** An issued coupon's columns: its type, and its uses (how many, what they took off, the last order). */
const couponStore = (entity: string, multiUse: boolean): EntityStore => ({
  entity,
  table: 'coupons',
  auditEntity: MERCHANT_AUDIT.coupon,
  computed: {
    lotName: 'l.name', merchantName: 'm.name', typeName: 'ct.name', kind: 'ct.kind',
    uses: '(SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = t.id)',
    relief: '(SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u WHERE u.coupon_id = t.id)',
    lastOrderNo: '(SELECT o.order_no FROM coupon_uses u JOIN orders o ON o.id = u.order_id WHERE u.coupon_id = t.id ORDER BY u.id DESC LIMIT 1)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id LEFT JOIN coupon_types ct ON ct.id = t.type_id',
  // The operator's own coupons are listed by the promotions' screens.
  where: `t.merchant_id IS NOT NULL AND ${multiUse ? 't.multi_use' : 'NOT t.multi_use'}`,
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: { merchantId: CALLER_MERCHANTS },
  rowActions: { void: rowService({ service: voidByHand, inputOf: ({ id, input }) => ({ couponId: id, reason: input.reason }) }) },
});

const inUnit = (unit: 'fen' | 'minutes', column: string) => `CASE WHEN t.charge_unit = '${unit}' THEN t.${column} END`;

export const couponUseStore: EntityStore = {
  entity: MERCHANT_AUDIT.couponUse,
  table: 'coupon_uses',
  computed: {
    lotName: 'l.name', merchantName: 'm.name', couponNo: 'c.coupon_no', typeName: 'ct.name', kind: 'ct.kind', orderNo: 'o.order_no',
    chargeFen: inUnit('fen', 'charge'), chargeMinutes: inUnit('minutes', 'charge'),
    unchargedFen: inUnit('fen', 'uncharged'), unchargedMinutes: inUnit('minutes', 'uncharged'),
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id LEFT JOIN coupons c ON c.id = t.coupon_id
    LEFT JOIN coupon_types ct ON ct.id = c.type_id LEFT JOIN orders o ON o.id = t.order_id`,
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: { merchantId: CALLER_MERCHANTS },
};

export const COUPON_STORES: readonly EntityStore[] = [
  couponTypeStore, couponStore('coupon', false), couponStore('longTermCoupon', true), couponUseStore,
];
