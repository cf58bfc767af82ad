// A driver claims a merchant's coupon from its printed claim code (docs/merchants.md, "QR codes and
// the driver's page"): the merchant's issuing (merchants.issueCoupon, source 'claimed') with all its
// limits, once per plate and coupon type while the plate still holds one (unused or in use). The
// merchant's row is locked first, so two claims of one plate at once see each other.
import { randomUUID } from 'node:crypto';
import { COUPON_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import type { Queryable } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { runService } from '../../../kernel/service';
import type { Actor } from '../../../kernel/work';
import { issueCoupon } from '../coupon-issue';
import type { DriverCode } from './driver-code';

export interface Claimed { plate: string; couponName: string; merchantName: string; expiresAt: string | null }

export async function claimCoupon(tx: Queryable, code: DriverCode, plate: string, actor: Actor, at: number): Promise<Claimed> {
  if (code.kind !== 'claim' || code.couponTypeId === null || code.merchantId === null) throw refuse('qrWrongKind');
  await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [code.merchantId]);
  const held = await tx.query('SELECT 1 FROM coupons WHERE type_id = $1 AND plate = $2 AND state IN ($3, $4) LIMIT 1',
    [code.couponTypeId, plate, COUPON_STATE.unused, COUPON_STATE.inUse]);
  if (held.length) throw refuse('driverCouponClaimed');
  // Each claim is its own issue: the check above, not a repeated key, stops a second one.
  const issued = await runService(tx, issueCoupon, { typeId: code.couponTypeId, plate, source: 'claimed' }, actor, { at, idempotencyKey: `qr-claim-${randomUUID()}` });
  return { plate: issued.plate, couponName: code.couponName ?? '', merchantName: code.merchantName ?? '', expiresAt: issued.expiresAt === null ? null : String(issued.expiresAt) };
}
