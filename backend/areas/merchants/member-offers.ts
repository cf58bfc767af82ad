// /MembershipCardOffer over coupon_types of purpose 'member' (docs/merchants.md, "Promotions"): an
// offer is the operator's long-term percentage coupon type; its member discount (the notes'
// convention, lib/areas/merchants/member-offers.ts) sets its pay percent. Enrolling plates is one
// domain service, once per key, with the offer's row locked: every plate valid or nothing written;
// each new member gets one long-term coupon valid for the offer's days (a member already holding
// one is not given a second).
import { z } from 'zod';
import { readPlateList } from '../../../lib/areas/merchants/event-coupons';
import { memberPayPercent } from '../../../lib/areas/merchants/member-offers';
import { EVENT_PLATES_MAX_LENGTH } from '../../../lib/areas/merchants/screens-events';
import { COUPON_USE_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { FieldError, refuse, rowNotFound } from '../../kernel/failures';
import { checkUnique } from '../../kernel/refs';
import { defineService } from '../../kernel/service';
import { issueOperatorCoupons, OPERATOR_TYPE_COLUMNS } from './operator-coupons';

const DAY_MS = 86_400_000;

export const enrollMembers = defineService({
  name: 'merchants.enrollMembers',
  idempotent: true,
  input: z.object({ offerId: z.number().int().positive(), plates: z.string().max(EVENT_PLATES_MAX_LENGTH) }),
  async run(work, { offerId, plates: text }) {
    const [offer] = await work.query<{ id: number; lot_id: number; status: number; valid_days: number }>(
      "SELECT id, lot_id, status, valid_days FROM coupon_types WHERE id = $1 AND purpose = 'member' FOR UPDATE", [offerId]);
    if (!offer) throw rowNotFound();
    if (Number(offer.status) !== 1) throw refuse('couponTypeDisabled');
    const list = readPlateList(text);
    if (!list.ok) throw refuse(list.refusal, list.bad ? { plates: list.bad.map((b) => `${b.position}: ${b.text}`).join('; ') } : undefined);
    const enrolled = await issueOperatorCoupons(work, {
      typeId: offerId, lotId: Number(offer.lot_id), plates: list.plates, source: 'member', multiUse: true,
      validFrom: null, expiresAt: isoAt(work.at + Number(offer.valid_days) * DAY_MS),
    });
    return { enrolled: enrolled.length, alreadyMembers: list.plates.length - enrolled.length };
  },
});

const USED = `u.state = ${COUPON_USE_STATE.used}`;

export const memberOfferStore: EntityStore = {
  entity: 'memberOffer',
  table: 'coupon_types',
  auditEntity: MERCHANT_AUDIT.couponType,
  columns: { ...OPERATOR_TYPE_COLUMNS, kind: 'kind', payPercent: 'pay_percent' },
  computed: {
    lotName: 'l.name',
    members: '(SELECT count(*)::int FROM coupons c WHERE c.type_id = t.id AND c.state IN (0, 1))',
    relief: `(SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.type_id = t.id AND ${USED})`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  where: "t.purpose = 'member'",
  lotColumn: 'lot_id',
  related: {
    members: `SELECT c.id, c.coupon_no AS "couponNo", c.plate, c.state, c.issued_at AS "issuedAt", c.expires_at AS "expiresAt",
        (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id) AS uses,
        (SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u WHERE u.coupon_id = c.id AND ${USED}) AS relief
      FROM coupons c WHERE c.type_id = $1 ORDER BY c.id DESC LIMIT 200`,
  },
  async beforeWrite(tx, values, mode, context, id) {
    const payPercent = memberPayPercent(Number(values.memberDiscount));
    if (payPercent === null) throw new FieldError('memberDiscount', 'invalid');
    await checkUnique(tx, 'coupon_types', { lot_id: values.lotId, purpose: 'member', 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
    const now = isoAt(context.now);
    // Long-term: used on every stay of the member's plate until the membership ends (the coupon's expiry).
    const written = {
      ...values, purpose: 'member', kind: 'percentage', payPercent, validHours: Number(values.validDays) * 24,
      onePerPlate: true, multiUse: true, charge: 'relief', updatedAt: now,
    };
    return mode === 'create' ? { ...written, createdBy: requireCaller(context).loginName, createdAt: now } : written;
  },
  async refuseDelete(tx, ids) {
    const issued = await tx.query('SELECT 1 FROM coupons WHERE type_id = ANY($1::int[]) LIMIT 1', [ids]);
    return issued.length ? 'couponTypeIssued' : null;
  },
  rowActions: {
    enroll: rowService({ service: enrollMembers, inputOf: ({ id, input }) => ({ offerId: id, plates: String(input.plates ?? '') }) }),
  },
};
