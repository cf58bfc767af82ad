// /RenBoCouponPackageManagement over coupon_types of purpose 'package' (docs/merchants.md,
// "Promotions"): a package is the operator's coupon type with its sale terms (N coupons for a price,
// a sale window). Writing or changing one sends it back to review; it is sold once a second person
// approved it (review-steps.ts), from its row at the booth (coupon-package-sale.ts). One sold is
// kept (withdraw it: disable).
import { PACKAGE_REFUSALS } from '../../../lib/areas/merchants/coupon-packages';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { RULE_STATE } from '../../../lib/parking/promotions/rule-machine';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { checkUnique, isBlank } from '../../kernel/refs';
import { sellCouponPackage } from './coupon-package-sale';
import { DISCOUNT_SQL, withKindValues } from './coupon-kind-values';
import { OPERATOR_TYPE_COLUMNS } from './operator-coupons';

const withoutValidHours = ({ validHours: _declared, ...columns }: Record<string, string>) => columns;
import { reviewStep } from './review-steps';

const PACKAGES = { name: 'merchants.couponPackage', table: 'coupon_types', entity: MERCHANT_AUDIT.couponType, stateColumn: 'review_state', where: "purpose = 'package'" };
const byId = ({ id }: { id: number }) => ({ id });

export const approveCouponPackage = reviewStep('approve', PACKAGES);

export const couponPackageStore: EntityStore = {
  entity: 'couponPackage',
  table: 'coupon_types',
  auditEntity: MERCHANT_AUDIT.couponType,
  // Its form declares validHours (its default column).
  columns: { ...withoutValidHours(OPERATOR_TYPE_COLUMNS), status: 'status', requestedAt: 'requested_at', approvedAt: 'approved_at' },
  computed: { lotName: 'l.name', discount: DISCOUNT_SQL, sold: '(SELECT count(*)::int FROM coupon_orders o WHERE o.type_id = t.id)' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  where: "t.purpose = 'package'",
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, mode, context, id) {
    const from = isBlank(values.saleFrom) ? null : String(values.saleFrom);
    const to = isBlank(values.saleTo) ? null : String(values.saleTo);
    if (from && to && to < from) throw refuse(PACKAGE_REFUSALS.saleInvalid);
    await checkUnique(tx, 'coupon_types', { lot_id: values.lotId, purpose: 'package', 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
    const now = isoAt(context.now);
    const login = requireCaller(context).loginName;
    // Any change is read again by a second person before the package is sold.
    const written = withKindValues({
      ...values, saleFrom: from, saleTo: to, purpose: 'package', status: 1, onePerPlate: false, multiUse: false, charge: 'relief',
      reviewState: RULE_STATE.pending, requestedBy: login, requestedAt: now, approvedBy: null, approvedAt: null, updatedAt: now,
    });
    return mode === 'create' ? { ...written, createdBy: login, createdAt: now } : written;
  },
  async refuseDelete(tx, ids) {
    const sold = await tx.query('SELECT 1 FROM coupon_orders WHERE type_id = ANY($1::int[]) LIMIT 1', [ids]);
    return sold.length ? 'couponPackageSold' : null;
  },
  rowActions: {
    approve: rowService({ service: approveCouponPackage, inputOf: byId }),
    disable: rowService({ service: reviewStep('disable', PACKAGES), inputOf: byId }),
    enable: rowService({ service: reviewStep('enable', PACKAGES), inputOf: byId }),
    sell: rowService({
      service: sellCouponPackage,
      inputOf: ({ id, input }) => ({ packageId: id, plate: input.plate, channel: input.channel, reference: input.reference ?? null }),
    }),
  },
};
