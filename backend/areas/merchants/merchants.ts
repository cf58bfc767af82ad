// /MerchantInformationManagement over `merchants`: a lot's merchants and their settings (name
// unique per lot, the settings' rule of lib/areas/merchants/settings.ts), lot-scoped and
// merchant-scoped. A merchant's settlement is fixed once its account has moved (its ledger would
// mix fen and minutes); a closing or closed merchant is no longer edited; one whose account ever
// moved is kept (closed, not deleted). Its state moves by the row actions, each a domain service
// (closing.ts).
import { closingRefund, unitOf, type Settlement } from '../../../lib/areas/merchants/account';
import { EDITABLE_STATES, type MerchantState } from '../../../lib/parking/merchant-machine';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { settingsRefusal, type MerchantSettings } from '../../../lib/areas/merchants/settings';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { checkUnique } from '../../kernel/refs';
import { cancelClosing, confirmClosing, disableMerchant, enableMerchant, requestClosing, CLOSING_STATE } from './closing';

/** The optional numbers of the form as stored (blank: none). */
const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

async function checkedSettings(tx: Queryable, values: Values, mode: 'create' | 'update', id?: number): Promise<Values> {
  const settlement = values.settlement as Settlement;
  const settings: MerchantSettings = {
    settlement, discount: Number(values.discount), minutePrice: numberOrNull(values.minutePrice), arrearsLimit: numberOrNull(values.arrearsLimit),
    limitPeriod: String(values.limitPeriod), limitCount: numberOrNull(values.limitCount), limitAmount: numberOrNull(values.limitAmount),
    limitMinutes: numberOrNull(values.limitMinutes), limitCars: numberOrNull(values.limitCars),
  };
  const refusal = settingsRefusal(settings);
  if (refusal) throw refuse(refusal);
  if (mode === 'update') {
    const [row] = await tx.query<{ state: number; settlement: Settlement; moved: boolean }>(
      'SELECT state, settlement, EXISTS (SELECT 1 FROM merchant_ledger WHERE merchant_id = $1) AS moved FROM merchants WHERE id = $1', [id]);
    if (!EDITABLE_STATES.includes(Number(row.state) as MerchantState)) throw refuse(MERCHANT_REFUSALS.closed);
    if (row.moved && unitOf(row.settlement) !== unitOf(settlement)) throw refuse(MERCHANT_REFUSALS.settlementFixed);
  }
  await checkUnique(tx, 'merchants', { lot_id: values.lotId, 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
  return {
    ...values,
    // Only the settlement that uses them keeps them: a minute price for minutes, an arrears limit for post-paid.
    minutePrice: settlement === 'minutes' ? settings.minutePrice : null,
    arrearsLimit: settlement === 'postpaid' ? settings.arrearsLimit ?? 0 : 0,
  };
}

/** What closing would give back now, by the rule (the rows' top-ups read at once). */
async function refundsNow(db: Queryable, rows: Values[]): Promise<void> {
  if (!rows.length) return;
  const sums = await db.query<{ merchant_id: number; received: string; credited: string; minutes: string }>(
    `SELECT merchant_id, sum(amount)::bigint AS received, sum(credited)::bigint AS credited, sum(minutes)::bigint AS minutes
       FROM merchant_topups WHERE merchant_id = ANY($1::int[]) GROUP BY merchant_id`, [rows.map((r) => Number(r.id))]);
  const byMerchant = new Map(sums.map((s) => [Number(s.merchant_id), s]));
  for (const row of rows) {
    const bought = byMerchant.get(Number(row.id));
    const inMinutes = unitOf(row.settlement as Settlement) === 'minutes';
    row.refundNow = closingRefund(Number(inMinutes ? row.minutes : row.balance), Number(bought?.received ?? 0),
      Number((inMinutes ? bought?.minutes : bought?.credited) ?? 0));
  }
}

const merchantId = ({ id }: { id: number }) => ({ merchantId: id });

export const merchantStore: EntityStore = {
  entity: 'merchant',
  table: 'merchants',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    users: '(SELECT string_agg(u.login_name, \', \' ORDER BY u.login_name) FROM users u WHERE u.merchant_id = t.id)',
    closeRequestedBy: 'c.requested_by',
    closeReason: 'c.reason',
    // Worked out when read, by the pure rule (atRead below): never stored.
    refundNow: 'NULL::bigint',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchant_closings c ON c.merchant_id = t.id AND c.state = ${CLOSING_STATE.requested}`,
  lotColumn: 'lot_id',
  merchantColumn: 'id',
  async beforeWrite(tx, values, mode, context, id) {
    return { ...(await checkedSettings(tx, values, mode, id)), updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const [moved] = await tx.query(
      `SELECT 1 FROM merchants m WHERE m.id = ANY($1::int[]) AND (EXISTS (SELECT 1 FROM merchant_ledger g WHERE g.merchant_id = m.id)
         OR EXISTS (SELECT 1 FROM merchant_topups p WHERE p.merchant_id = m.id) OR EXISTS (SELECT 1 FROM merchant_closings c WHERE c.merchant_id = m.id)) LIMIT 1`, [ids]);
    return moved ? MERCHANT_REFUSALS.kept : null;
  },
  rowActions: {
    enable: rowService({ service: enableMerchant, inputOf: merchantId }),
    disable: rowService({ service: disableMerchant, inputOf: merchantId }),
    requestClose: rowService({ service: requestClosing, inputOf: ({ id, input }) => ({ merchantId: id, reason: input.reason }) }),
    cancelClose: rowService({ service: cancelClosing, inputOf: merchantId }),
    confirmClose: rowService({
      service: confirmClosing,
      inputOf: ({ id, input }) => ({ merchantId: id, refundMethod: input.refundMethod, refundReference: input.refundReference ?? null }),
    }),
  },
  atRead: { rows: (db, rows) => refundsNow(db, rows) },
};
