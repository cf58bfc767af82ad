// /RenBoCouponOrderInfo and /RenBoCouponTransactionHistory (docs/merchants.md, "Promotions"): the
// packages drivers bought (each with its payment, and what its coupons took off so far) and every
// coupon of those orders (issued, used on which stay's order, expired), read only with export.
// Lot-scoped. A coupon's share of its package's price is worked out when read, by the pure rule
// (lib/areas/merchants/coupon-packages.ts couponShares).
import { couponShares } from '../../../lib/areas/merchants/coupon-packages';
import { COUPON_USE_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import type { Queryable } from '../../db';
import type { EntityStore, Values } from '../../entities/types';
import { COUPON_ORDER_ENTITY } from './coupon-package-sale';

const USED = `u.state = ${COUPON_USE_STATE.used}`;

export const couponOrderStore: EntityStore = {
  entity: COUPON_ORDER_ENTITY,
  table: 'coupon_orders',
  computed: {
    lotName: 'l.name', packageName: 'p.name',
    paymentNo: '(SELECT pay.payment_no FROM payments pay WHERE pay.coupon_order_id = t.id ORDER BY pay.id LIMIT 1)',
    used: `(SELECT count(*)::int FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.coupon_order_id = t.id AND ${USED})`,
    relief: `(SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.coupon_order_id = t.id AND ${USED})`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN coupon_types p ON p.id = t.type_id',
  lotColumn: 'lot_id',
};

/** Each row's share of its order's price: its place among the order's coupons, by the rule. */
async function sharesNow(db: Queryable, rows: Values[]): Promise<void> {
  if (!rows.length) return;
  const places = await db.query<{ id: string; place: number; coupons: number; price: string }>(
    `SELECT c.id, (SELECT count(*)::int FROM coupons c2 WHERE c2.coupon_order_id = c.coupon_order_id AND c2.id <= c.id) AS place, o.coupons, o.price
       FROM coupons c JOIN coupon_orders o ON o.id = c.coupon_order_id WHERE c.id = ANY($1::bigint[])`, [rows.map((r) => Number(r.id))]);
  const byId = new Map(places.map((p) => [Number(p.id), p]));
  for (const row of rows) {
    const p = byId.get(Number(row.id));
    row.share = p ? couponShares(Number(p.price), Number(p.coupons))[Number(p.place) - 1] ?? null : null;
  }
}

export const packageCouponStore: EntityStore = {
  entity: 'packageCoupon',
  table: 'coupons',
  auditEntity: MERCHANT_AUDIT.coupon,
  computed: {
    lotName: 'l.name', orderNo: 'o.order_no', packageName: 'p.name',
    share: 'NULL::bigint',
    usedOrderNo: `(SELECT so.order_no FROM coupon_uses u JOIN orders so ON so.id = u.order_id WHERE u.coupon_id = t.id ORDER BY u.id DESC LIMIT 1)`,
    relief: `(SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u WHERE u.coupon_id = t.id AND ${USED})`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN coupon_orders o ON o.id = t.coupon_order_id LEFT JOIN coupon_types p ON p.id = t.type_id',
  where: "t.source = 'package'",
  lotColumn: 'lot_id',
  atRead: { rows: (db, rows) => sharesNow(db, rows) },
};
