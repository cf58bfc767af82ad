// The stores of the coupon reports (lib/areas/merchants/screens-coupon-reports.ts; docs/merchants.md,
// "Coupon reports"). /CouponOrderStatistics reads the view coupon_daily as it is; /MerchantCouponUsage
// adds the same view's days up over each merchant's period (sumCouponDays) and sets the limits beside
// what the issuing counts (issuedSoFar, limitStanding); /CouponDealInfo lists the orders with a
// coupon's discount row. Read only.
import { limitStanding, sumCouponDays } from '../../../lib/areas/merchants/coupon-figures';
import { periodStart } from '../../../lib/areas/merchants/issuing';
import type { LimitPeriod } from '../../../lib/areas/merchants/settings';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import type { EntityStore } from '../../entities/types';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { shownOrderStateSql } from '../charging';
import { issuedSoFar } from './issued-so-far';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';
const CALLER_MERCHANTS = `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
  WHERE ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`;

export const couponStatisticsStore: EntityStore = {
  entity: 'couponStatistics',
  table: 'coupon_daily',
  computed: { lotName: 'l.name', merchantName: 'm.name', typeName: 'ct.name', kind: 'ct.kind' },
  joins: `${LOT_JOIN} LEFT JOIN merchants m ON m.id = t.merchant_id LEFT JOIN coupon_types ct ON ct.id = t.type_id`,
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: { merchantId: CALLER_MERCHANTS },
};

/** The figures of the period, filled in when read (each merchant's period starts by its own rule); typed blanks until then. */
const PERIOD_FIGURES = ['issued', 'used', 'relief', 'chargeFen', 'chargeMinutes', 'issuedCount', 'issuedAmount', 'issuedMinutes', 'carsIn', 'nearestLimit'];

export const merchantCouponUsageStore: EntityStore = {
  entity: 'merchantCouponUsage',
  table: 'merchants',
  computed: { lotName: 'l.name', periodFrom: 'NULL::date', ...Object.fromEntries(PERIOD_FIGURES.map((f) => [f, 'NULL::bigint'])) },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  merchantColumn: 'id',
  atRead: {
    async rows(db, rows, now) {
      for (const row of rows) {
        const id = Number(row.id);
        const since = periodStart(now, String(row.limitPeriod) as LimitPeriod);
        const fromDate = dateOfDay(dayOf(since));
        const days = await db.query<Record<string, number>>(
          `SELECT issued, used, expired, voided, relief, charge_fen AS "chargeFen", charge_minutes AS "chargeMinutes"
             FROM coupon_daily WHERE merchant_id = $1 AND day >= $2::date`, [id, fromDate]);
        const total = sumCouponDays(days);
        const soFar = await issuedSoFar(db, id, since);
        const limit = (v: unknown) => (v === null || v === undefined ? null : Number(v));
        const { nearest } = limitStanding(
          { count: limit(row.limitCount), amount: limit(row.limitAmount), minutes: limit(row.limitMinutes), cars: limit(row.limitCars) },
          { count: soFar.count, amount: soFar.amount, minutes: soFar.minutes, cars: soFar.carsIn });
        Object.assign(row, {
          periodFrom: fromDate, issued: total.issued, used: total.used, relief: total.relief, chargeFen: total.chargeFen, chargeMinutes: total.chargeMinutes,
          issuedCount: soFar.count, issuedAmount: soFar.amount, issuedMinutes: soFar.minutes, carsIn: soFar.carsIn, nearestLimit: nearest,
        });
      }
    },
  },
};

/** An order's coupon discount rows. */
const COUPON_DISCOUNTS = "(SELECT %s FROM order_discounts d WHERE d.order_id = t.id AND d.kind = 'coupon')";
const couponRelief = COUPON_DISCOUNTS.replace('%s', 'coalesce(sum(d.amount), 0)::bigint');

export const couponDealStore: EntityStore = {
  entity: 'couponDeal',
  table: 'orders',
  computed: {
    lotName: 'l.name',
    coupons: COUPON_DISCOUNTS.replace('%s', 'count(*)::int'),
    couponRelief,
    otherDiscount: `(t.discount - ${couponRelief})`,
    state: shownOrderStateSql('t.state', 's.state'),
  },
  joins: `${LOT_JOIN} LEFT JOIN stays s ON s.id = t.stay_id`,
  where: "EXISTS (SELECT 1 FROM order_discounts d WHERE d.order_id = t.id AND d.kind = 'coupon')",
  lotColumn: 'lot_id',
  related: {
    coupons: `SELECT u.id, c.coupon_no AS "couponNo", m.name AS "merchantName", ct.name AS "typeName", ct.kind, d.amount AS relief, u.state AS "useState",
        CASE WHEN u.charge_unit = 'fen' THEN u.charge END AS "chargeFen", CASE WHEN u.charge_unit = 'minutes' THEN u.charge END AS "chargeMinutes"
      FROM coupon_uses u JOIN order_discounts d ON d.id = u.discount_id JOIN coupons c ON c.id = u.coupon_id
      JOIN coupon_types ct ON ct.id = c.type_id JOIN merchants m ON m.id = u.merchant_id
      WHERE u.order_id = $1 ORDER BY u.id`,
  },
};

export const COUPON_REPORT_STORES: readonly EntityStore[] = [couponStatisticsStore, merchantCouponUsageStore, couponDealStore];
