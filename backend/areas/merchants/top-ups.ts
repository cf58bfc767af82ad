// A merchant's top-up at the booth (docs/merchants.md, "Top-ups"): one domain service in one
// transaction, once per idempotency key. The money received is booked by the charging core as a
// payment of the top-up (the cashier's shift and the daily settlement count it, as a stored-value
// card's recharge: backend/areas/rentals/recharges.ts); the account is credited at the merchant's
// discount (fen, or minutes at its minute price: lib/areas/merchants/account.ts topUpCredit), a
// row of the ledger. Refused, with its message and nothing written: a merchant closing or closed,
// a channel other than cash without its reference or with one already recorded, a top-up that
// credits nothing. A top-up that reaches an approved gift rule of its lot is given the gift in the
// same transaction (top-up-gift.ts): credit, not money.
import { z } from 'zod';
import { TOP_UP_CHANNELS, topUpCredit } from '../../../lib/areas/merchants/account';
import { TOP_UP_STATES } from '../../../lib/parking/merchant-machine';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { fenToYuan } from '../../../lib/money/fen';
import { isoAt } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { bookRentalPayment, nextNumber } from '../charging';
import { changeAccount, lockedMerchant } from '../charging';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { giveTopUpGift } from './top-up-gift';

/** What may be taken at once (1,000,000.00 yuan): a guard against a mistyped amount, not a rule. */
export const TOP_UP_MAX = 100_000_000;

const CREDIT_REFUSALS = {
  discount: MERCHANT_REFUSALS.discountInvalid, minutePrice: MERCHANT_REFUSALS.minutePriceMissing, nothing: MERCHANT_REFUSALS.creditsNothing,
} as const;

export const topUpMerchant = defineService({
  name: 'merchants.topUp',
  idempotent: true,
  input: z.object({
    merchantId: z.number().int().positive(),
    amount: z.number().int().positive().max(TOP_UP_MAX),
    channel: z.enum(TOP_UP_CHANNELS),
    reference: z.string().trim().max(64).nullish(),
  }),
  async run(work, { merchantId, amount, channel, reference }) {
    const merchant = await lockedMerchant(work, merchantId);
    if (!TOP_UP_STATES.includes(merchant.state)) throw refuse(MERCHANT_REFUSALS.topUp);
    const slip = channel === 'cash' ? null : reference?.trim() || null;
    if (channel !== 'cash' && !slip) throw refuse(MERCHANT_REFUSALS.referenceMissing);
    if (slip && (await work.query('SELECT 1 FROM merchant_topups WHERE channel = $1 AND reference = $2', [channel, slip])).length) {
      throw refuse(MERCHANT_REFUSALS.referenceRecorded, { reference: slip });
    }
    const credit = topUpCredit(amount, merchant.discount, merchant.settlement, merchant.minute_price);
    if (!credit.ok) throw refuse(CREDIT_REFUSALS[credit.refusal], { amount: fenToYuan(amount) });

    const inMinutes = credit.unit === 'minutes';
    const topUp = await work.insert(MERCHANT_AUDIT.topUp, 'merchant_topups', {
      topup_no: await nextNumber(work, 'merchantTopUp', work.at), merchant_id: merchant.id, lot_id: merchant.lot_id, amount, channel, reference: slip,
      discount: merchant.discount, credited: inMinutes ? 0 : credit.credit, minutes: inMinutes ? credit.credit : 0,
      balance_after: merchant.balance + (inMinutes ? 0 : credit.credit), minutes_after: merchant.minutes + (inMinutes ? credit.credit : 0),
      operator: work.actor.name, at: isoAt(work.at),
    });
    const topUpId = Number(topUp.id);
    const payment = await bookRentalPayment(work, {
      merchantTopUpId: topUpId, lotId: merchant.lot_id, plate: '', channel, place: 'booth', amount, ...(slip ? { channelTxnNo: slip } : {}),
    });
    await changeAccount(work, merchant, { cause: 'topUp', unit: credit.unit, change: credit.credit, topUpId });
    const gift = await giveTopUpGift(work, merchant, topUpId, amount);
    return {
      topUpNo: String(topUp.topup_no), paymentNo: payment.paymentNo, amount,
      gift: gift?.unit === 'fen' ? gift.credit : 0, giftMinutes: gift?.unit === 'minutes' ? gift.credit : 0,
      credited: inMinutes ? 0 : credit.credit, minutes: inMinutes ? credit.credit : 0, balance: merchant.balance, minutesBalance: merchant.minutes,
    };
  },
});
