// /MerchantPackage over merchant_package_applications (docs/rentals.md, "Merchant packages"): a
// merchant's application for cards of an approved base package for its staff, one line per card
// (lib/areas/merchants/card-lines.ts), made by the merchant's user or by the operator for it, and
// checked by a second person (package-purchase.ts). Checked when written as it will be when
// approved (an enabled merchant of money, a base package on sale at its lot, months the package
// sells, a start not gone, plates on no other card, no more cards than the base package allows),
// so that the merchant hears at once what would be refused. Lot-scoped and merchant-scoped.
import { cardsAmount } from '../../../lib/areas/merchants/base-package';
import { readCardLines } from '../../../lib/areas/merchants/card-lines';
import { decideApplication, DELETABLE_APPLICATION_STATES, type ApplicationState } from '../../../lib/areas/merchants/application-machine';
import { MERCHANT_STATE } from '../../../lib/parking/merchant-machine';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { monthsRefusal, platesText, readMonthsList, RENTAL_REFUSALS } from '../../../lib/areas/rentals';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { rowService } from '../../entities/row-service';
import { callerLotIds, inScope } from '../../entities/scope';
import type { EntityStore, Values } from '../../entities/types';
import { FieldError, refuse } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { refId } from '../../kernel/refs';
import { refuseTakenPlates } from '../rentals';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { offerOf, refuseCardsBeyond, refuseNotOnSale } from './package-offer';
import { approveApplication, rejectApplication } from './package-purchase';

/** The applying merchant: one of the caller's lots, enabled, whose account holds money. */
async function applyingMerchant(tx: Queryable, values: Values, context: RequestContext): Promise<{ id: number; lot_id: number }> {
  const id = refId(values, 'merchantId');
  const [merchant] = await tx.query<{ lot_id: number; state: number; settlement: string }>('SELECT lot_id, state, settlement FROM merchants WHERE id = $1', [id]);
  if (!merchant || !inScope(await callerLotIds(tx, requireCaller(context)), Number(merchant.lot_id))) throw new FieldError('merchantId', 'option');
  if (Number(merchant.state) !== MERCHANT_STATE.enabled) throw refuse(MERCHANT_REFUSALS.notEnabled);
  if (merchant.settlement === 'minutes') throw refuse(MERCHANT_REFUSALS.minutesBuyNoCards);
  return { id, lot_id: Number(merchant.lot_id) };
}

async function checkedApplication(tx: Queryable, values: Values, context: RequestContext, id?: number): Promise<Values> {
  const today = dateOfDay(dayOf(context.now));
  const merchant = await applyingMerchant(tx, values, context);
  const offer = await offerOf(tx, refId(values, 'basePackageId'));
  if (!offer || offer.lot_id !== merchant.lot_id) throw new FieldError('basePackageId', 'option');
  refuseNotOnSale(offer, today);
  const months = Number(values.months);
  const offered = monthsRefusal(readMonthsList(offer.months) ?? [], months);
  if (offered) throw refuse(offered.refusal, offered.values);
  if (String(values.startDate) < today) throw refuse(RENTAL_REFUSALS.startBeforeToday, { today });
  const read = readCardLines(String(values.holders ?? ''));
  if (!read.ok) throw refuse(read.refusal, read.values);
  await refuseTakenPlates(tx, offer.package_id, read.lines);
  await refuseCardsBeyond(tx, offer, merchant.id, read.lines.length, today, { except: id ?? 0 });
  // Whoever writes it last is its applicant: the second person checks what he wrote.
  return {
    ...values, lotId: merchant.lot_id, merchantId: merchant.id, basePackageId: offer.id, cards: read.lines.length, price: offer.merchant_price,
    amount: cardsAmount(offer.merchant_price, months, read.lines.length), appliedBy: requireCaller(context).loginName, appliedAt: isoAt(context.now),
  };
}

export const packageApplicationStore: EntityStore = {
  entity: MERCHANT_AUDIT.application,
  table: 'merchant_package_applications',
  computed: {
    lotName: 'l.name', merchantName: 'm.name', packageName: 'n.name',
    cardNos: `(SELECT string_agg(c.card_no, ', ' ORDER BY mc.line_no) FROM merchant_package_cards mc JOIN month_cards c ON c.id = mc.card_id
      WHERE mc.application_id = t.id)`,
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id
    LEFT JOIN merchant_base_packages b ON b.id = t.base_package_id LEFT JOIN month_packages p ON p.id = b.package_id
    LEFT JOIN month_package_names n ON n.id = p.name_id`,
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: {
    merchantId: `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
      WHERE m.state = ${MERCHANT_STATE.enabled} AND m.settlement <> 'minutes' AND ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')}
      ORDER BY pl.name, m.name, m.id`,
    // The approved base packages of the caller's lots (of his merchant's lot, for a user bound to one).
    basePackageId: `SELECT b.id AS value, pl.name || ' / ' || n.name || ' / ' || to_char(b.merchant_price / 100.0, 'FM999999990.00') AS label
        FROM merchant_base_packages b JOIN month_packages p ON p.id = b.package_id JOIN month_package_names n ON n.id = p.name_id
        JOIN parking_lots pl ON pl.id = b.lot_id
      WHERE b.state = 1 AND ${inCallerLots('b.lot_id')}
        AND NOT EXISTS (SELECT 1 FROM users bu WHERE bu.id = $1 AND bu.merchant_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM merchants bm WHERE bm.id = bu.merchant_id AND bm.lot_id = b.lot_id))
      ORDER BY pl.name, n.name, b.id`,
  },
  related: {
    cards: `SELECT mc.id, mc.line_no AS "lineNo", mc.holder, mc.phone, mc.plates, c.card_no AS "cardNo", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate"
      FROM merchant_package_cards mc LEFT JOIN month_cards c ON c.id = mc.card_id WHERE mc.application_id = $1 ORDER BY mc.line_no`,
  },

  async beforeWrite(tx, values, mode, context, id) {
    if (mode === 'update') {
      const [row] = await tx.query<{ state: number }>('SELECT state FROM merchant_package_applications WHERE id = $1 FOR UPDATE', [id]);
      const revised = decideApplication(Number(row.state) as ApplicationState, 'revise');
      if (!revised.ok) throw refuse(revised.reason);
    }
    return checkedApplication(tx, values, context, id);
  },

  /** Its cards one row per line, as the approval makes them. */
  async afterWrite(tx, id, values) {
    const read = readCardLines(String(values.holders ?? ''));
    if (!read.ok) throw refuse(read.refusal, read.values);
    await tx.query('DELETE FROM merchant_package_cards WHERE application_id = $1', [id]);
    await tx.query(
      `INSERT INTO merchant_package_cards (application_id, line_no, holder, phone, plates)
       SELECT $1, n, holder, phone, plates FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS x(holder, phone, plates, n)`,
      [id, read.lines.map((l) => l.holder), read.lines.map((l) => l.phone), read.lines.map((l) => platesText(l.plates))]);
  },

  async refuseDelete(tx, ids) {
    const [kept] = await tx.query('SELECT 1 FROM merchant_package_applications WHERE id = ANY($1::int[]) AND NOT state = ANY($2::int[]) LIMIT 1',
      [ids, DELETABLE_APPLICATION_STATES]);
    return kept ? MERCHANT_REFUSALS.applicationKept : null;
  },

  rowActions: {
    approve: rowService({ service: approveApplication, inputOf: ({ id }) => ({ applicationId: id }) }),
    reject: rowService({ service: rejectApplication, inputOf: ({ id, input }) => ({ applicationId: id, reason: input.reason }) }),
  },
};
