// A merchant's application checked by a second person, never its applicant (docs/rentals.md,
// "Merchant packages"). Approved (merchants.approvePackageApplication), in one transaction under
// one idempotency key: the merchant's account charged its price a month x the months x the cards
// (account.ts chargeForCards: a ledger row of cause `package`, refused when the account cannot pay),
// and the cards made by the rentals area's card rules as confirmed cards bearing the merchant, each
// with its rental order paid from the account (no payment: the money came in at the top-up).
// Rejected (merchants.rejectPackageApplication): the application's state and reason, nothing else.
import { z } from 'zod';
import { cardsAmount } from '../../../lib/areas/merchants/base-package';
import { decideApplication, type ApplicationEvent, type ApplicationState } from '../../../lib/areas/merchants/application-machine';
import { MERCHANT_STATE } from '../../../lib/parking/merchant-machine';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { makeMerchantCards } from '../rentals';
import { lockedMerchant } from '../charging';
import { chargeForCards } from './card-charge';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { offerOf, refuseCardsBeyond, refuseNotOnSale } from './package-offer';

interface Application { id: number; application_no: string; merchant_id: number; base_package_id: number; months: number; start_date: string; state: number; applied_by: string }

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The application locked and what `event` moves it to; refused by the machine, or when its applicant would check it. */
async function checked(work: Work, applicationId: number, event: ApplicationEvent): Promise<{ application: Application; to: ApplicationState }> {
  const [row] = await work.query<Application>(
    `SELECT id, application_no, merchant_id, base_package_id, months, to_char(start_date, 'YYYY-MM-DD') AS start_date, state, applied_by
       FROM merchant_package_applications WHERE id = $1 FOR UPDATE`, [applicationId]);
  if (!row) throw rowNotFound();
  const decision = decideApplication(Number(row.state) as ApplicationState, event);
  if (!decision.ok) throw refuse(decision.reason);
  if (sameName(row.applied_by, work.actor.name)) throw refuse(APPROVER_IS_REQUESTER);
  return { application: { ...row, months: Number(row.months) }, to: decision.to };
}

const applicationId = z.number().int().positive();

export const approveApplication = defineService({
  name: 'merchants.approvePackageApplication',
  idempotent: true,
  input: z.object({ applicationId }),
  async run(work, input) {
    const { application, to } = await checked(work, input.applicationId, 'approve');
    const today = dateOfDay(dayOf(work.at));
    const merchant = await lockedMerchant(work, application.merchant_id);
    if (merchant.state !== MERCHANT_STATE.enabled) throw refuse(MERCHANT_REFUSALS.notEnabled);
    const offer = (await offerOf(work, application.base_package_id, true))!;
    refuseNotOnSale(offer, today);
    const lines = (await work.query<{ id: number; holder: string; phone: string; plates: string }>(
      'SELECT id, holder, phone, plates FROM merchant_package_cards WHERE application_id = $1 ORDER BY line_no', [application.id]))
      .map((l) => ({ ...l, id: Number(l.id), plates: l.plates.split(', ') }));
    await refuseCardsBeyond(work, offer, merchant.id, lines.length, today);
    // Priced when approved: at the price a second person approved on the base package then.
    const amount = cardsAmount(offer.merchant_price, application.months, lines.length);
    const { after } = await chargeForCards(work, merchant, amount, application.id);
    // A start that passed while the application waited: the cards start today, whole months paid are used.
    const made = await makeMerchantCards(work, {
      packageId: offer.package_id, merchantId: merchant.id, startDate: application.start_date < today ? today : application.start_date,
      months: application.months, amount: offer.merchant_price * application.months, lines,
    });
    for (const [i, line] of lines.entries()) {
      await work.update(MERCHANT_AUDIT.applicationCard, 'merchant_package_cards', line.id, { card_id: made.cards[i].cardId });
    }
    await work.update(MERCHANT_AUDIT.application, 'merchant_package_applications', application.id, {
      state: to, decided_by: work.actor.name, decided_at: isoAt(work.at), price: offer.merchant_price, amount,
      period_start: made.periodStart, period_end: made.periodEnd,
    });
    return {
      applicationNo: application.application_no, amount, balance: after, periodStart: made.periodStart, periodEnd: made.periodEnd,
      cardNos: made.cards.map((c) => c.cardNo), orderNos: made.cards.map((c) => c.orderNo),
    };
  },
});

export const rejectApplication = defineService({
  name: 'merchants.rejectPackageApplication',
  input: z.object({ applicationId, reason: z.string().trim().min(1).max(100) }),
  async run(work, input) {
    const { application, to } = await checked(work, input.applicationId, 'reject');
    await work.update(MERCHANT_AUDIT.application, 'merchant_package_applications', application.id, {
      state: to, decided_by: work.actor.name, decided_at: isoAt(work.at), reject_reason: input.reason,
    });
    return { applicationNo: application.application_no, state: to };
  },
});
