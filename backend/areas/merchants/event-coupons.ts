// /SpecialEventCoupons over coupon_types of purpose 'event' (docs/merchants.md, "Promotions"): an
// event is the operator's coupon type (no merchant: its coupons charge nobody) with its window.
// Issuing it to a guest list is one domain service, once per idempotency key, with the event's row
// locked: every plate valid or nothing written (each bad entry named by its position); a plate
// already holding the event's coupon is not given a second. Its coupons apply to a pricing inside
// the window (coupons.valid_from) and expire at its end (the expiry job).
import { z } from 'zod';
import { EVENT_REFUSALS, eventWindowRefusal, readPlateList } from '../../../lib/areas/merchants/event-coupons';
import { EVENT_PLATES_MAX_LENGTH } from '../../../lib/areas/merchants/screens-events';
import { COUPON_USE_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse, rowNotFound } from '../../kernel/failures';
import { checkUnique } from '../../kernel/refs';
import { defineService } from '../../kernel/service';
import { DISCOUNT_SQL, withKindValues } from './coupon-kind-values';
import { issueOperatorCoupons, OPERATOR_TYPE_COLUMNS, operatorTypeFigures } from './operator-coupons';

export const issueEventCoupons = defineService({
  name: 'merchants.issueEventCoupons',
  idempotent: true,
  input: z.object({ typeId: z.number().int().positive(), plates: z.string().max(EVENT_PLATES_MAX_LENGTH) }),
  async run(work, { typeId, plates: text }) {
    const [event] = await work.query<{ id: number; lot_id: number; status: number; valid_from: string; valid_to: string }>(
      "SELECT id, lot_id, status, valid_from, valid_to FROM coupon_types WHERE id = $1 AND purpose = 'event' FOR UPDATE", [typeId]);
    if (!event) throw rowNotFound();
    if (Number(event.status) !== 1) throw refuse('couponTypeDisabled');
    if (new Date(event.valid_to).getTime() <= work.at) throw refuse(EVENT_REFUSALS.over);
    const list = readPlateList(text);
    if (!list.ok) throw refuse(list.refusal, list.bad ? { plates: list.bad.map((b) => `${b.position}: ${b.text}`).join('; ') } : undefined);
    const issued = await issueOperatorCoupons(work, {
      typeId, lotId: Number(event.lot_id), plates: list.plates, source: 'event',
      validFrom: isoAt(new Date(event.valid_from).getTime()), expiresAt: isoAt(new Date(event.valid_to).getTime()),
    });
    return { issued: issued.length, alreadyHeld: list.plates.length - issued.length };
  },
});

export const eventCouponStore: EntityStore = {
  entity: 'eventCoupon',
  table: 'coupon_types',
  auditEntity: MERCHANT_AUDIT.couponType,
  columns: OPERATOR_TYPE_COLUMNS,
  computed: { lotName: 'l.name', discount: DISCOUNT_SQL, ...operatorTypeFigures() },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  where: "t.purpose = 'event'",
  lotColumn: 'lot_id',
  related: {
    coupons: `SELECT c.id, c.coupon_no AS "couponNo", c.plate, c.state, c.issued_at AS "issuedAt", c.issued_by AS "issuedBy",
        (SELECT o.order_no FROM coupon_uses u JOIN orders o ON o.id = u.order_id WHERE u.coupon_id = c.id ORDER BY u.id DESC LIMIT 1) AS "orderNo",
        (SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u WHERE u.coupon_id = c.id AND u.state = ${COUPON_USE_STATE.used}) AS relief
      FROM coupons c WHERE c.type_id = $1 ORDER BY c.id LIMIT 500`,
  },
  async beforeWrite(tx, values, mode, context, id) {
    const from = new Date(String(values.validFrom)).getTime();
    const to = new Date(String(values.validTo)).getTime();
    const refusal = eventWindowRefusal(from, to);
    if (refusal) throw refuse(refusal);
    await checkUnique(tx, 'coupon_types', { lot_id: values.lotId, purpose: 'event', 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
    const written = withKindValues({
      ...values, purpose: 'event', validHours: 0, onePerPlate: true, multiUse: false, charge: 'relief', updatedAt: isoAt(context.now),
    });
    return mode === 'create' ? { ...written, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) } : written;
  },
  async refuseDelete(tx, ids) {
    const issued = await tx.query('SELECT 1 FROM coupons WHERE type_id = ANY($1::int[]) LIMIT 1', [ids]);
    return issued.length ? 'couponTypeIssued' : null;
  },
  rowActions: {
    issue: rowService({ service: issueEventCoupons, inputOf: ({ id, input }) => ({ typeId: id, plates: String(input.plates ?? '') }) }),
  },
};

