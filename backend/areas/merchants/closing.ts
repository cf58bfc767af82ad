// Closing a merchant (docs/merchants.md, "Closing"): one person asks (with a reason), a second
// person (finance, never who asked) confirms, which gives the account back: the ledger's closing
// row takes it to 0, the closing records the money handed back (cash or a transfer, what the
// credit left cost: lib/areas/merchants/account.ts closingRefund) and the daily settlement counts
// it as refunded that day. Asked or cancelled, nothing moves the account. A post-paid merchant
// that owes (balance below 0) closes only once a top-up settled it, at the request and again at
// the confirmation. Each is a domain service over the merchant's locked row, every row audited.
import { z } from 'zod';
import { closingRefund, REFUND_METHODS, unitOf } from '../../../lib/areas/merchants/account';
import { decideMerchant, type MerchantEvent, type MerchantState } from '../../../lib/parking/merchant-machine';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { fenToYuan } from '../../../lib/money/fen';
import { isoAt } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { changeAccount, lockedMerchant, type MerchantRow } from '../charging';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';

export const CLOSING_STATE = { requested: 0, confirmed: 1, cancelled: 2 } as const;

const merchantId = z.number().int().positive();

/** The merchant (its row locked) and what `event` moves it to, or refused with the machine's message. */
async function decided(work: Work, id: number, event: MerchantEvent): Promise<{ merchant: MerchantRow; to: MerchantState }> {
  const merchant = await lockedMerchant(work, id);
  const decision = decideMerchant(merchant.state, event);
  if (!decision.ok) throw refuse(decision.reason);
  return { merchant, to: decision.to };
}

const applyState = (work: Work, merchant: MerchantRow, to: MerchantState) =>
  work.update(MERCHANT_AUDIT.merchant, 'merchants', merchant.id, { state: to, updated_at: isoAt(work.at) });

/** The merchant moved by `event`. */
async function moved(work: Work, id: number, event: MerchantEvent): Promise<MerchantRow> {
  const { merchant, to } = await decided(work, id, event);
  await applyState(work, merchant, to);
  return merchant;
}

/** A post-paid merchant that owes cannot close: its arrears first. */
function refuseArrears(merchant: MerchantRow): void {
  if (merchant.balance < 0) throw refuse(MERCHANT_REFUSALS.arrearsOpen, { amount: fenToYuan(-merchant.balance) });
}

export const enableMerchant = defineService({
  name: 'merchants.enable', input: z.object({ merchantId }),
  async run(work, input) { await moved(work, input.merchantId, 'enable'); return {}; },
});

export const disableMerchant = defineService({
  name: 'merchants.disable', input: z.object({ merchantId }),
  async run(work, input) { await moved(work, input.merchantId, 'disable'); return {}; },
});

export const requestClosing = defineService({
  name: 'merchants.requestClose',
  input: z.object({ merchantId, reason: z.string().trim().min(1).max(100) }),
  async run(work, input) {
    const merchant = await moved(work, input.merchantId, 'requestClose');
    refuseArrears(merchant);
    await work.insert(MERCHANT_AUDIT.closing, 'merchant_closings', {
      merchant_id: merchant.id, lot_id: merchant.lot_id, state: CLOSING_STATE.requested, reason: input.reason,
      requested_by: work.actor.name, requested_at: isoAt(work.at),
    });
    return {};
  },
});

/** The closing waiting for the merchant (the unique index keeps at most one). */
async function openClosing(work: Work, merchantIdValue: number): Promise<{ id: number; requested_by: string }> {
  const [row] = await work.query<{ id: number; requested_by: string }>(
    'SELECT id, requested_by FROM merchant_closings WHERE merchant_id = $1 AND state = $2 FOR UPDATE', [merchantIdValue, CLOSING_STATE.requested]);
  if (!row) throw refuse(MERCHANT_REFUSALS.confirmClose);
  return { id: Number(row.id), requested_by: row.requested_by };
}

export const cancelClosing = defineService({
  name: 'merchants.cancelClose', input: z.object({ merchantId }),
  async run(work, input) {
    const merchant = await moved(work, input.merchantId, 'cancelClose');
    const closing = await openClosing(work, merchant.id);
    await work.update(MERCHANT_AUDIT.closing, 'merchant_closings', closing.id, {
      state: CLOSING_STATE.cancelled, decided_by: work.actor.name, decided_at: isoAt(work.at),
    });
    return {};
  },
});

/** What the merchant's top-ups brought in and credited, in its account's unit. */
async function bought(work: Work, merchant: MerchantRow): Promise<{ received: number; credited: number }> {
  const [row] = await work.query<{ received: string; credited: string }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS received, coalesce(sum(${unitOf(merchant.settlement) === 'minutes' ? 'minutes' : 'credited'}), 0)::bigint AS credited
       FROM merchant_topups WHERE merchant_id = $1`, [merchant.id]);
  return { received: Number(row.received), credited: Number(row.credited) };
}

export const confirmClosing = defineService({
  name: 'merchants.confirmClose',
  idempotent: true,
  input: z.object({ merchantId, refundMethod: z.enum(REFUND_METHODS), refundReference: z.string().trim().max(64).nullish() }),
  async run(work, input) {
    const { merchant, to } = await decided(work, input.merchantId, 'confirmClose');
    const closing = await openClosing(work, merchant.id);
    if (closing.requested_by.trim().toLowerCase() === work.actor.name.trim().toLowerCase()) throw refuse(APPROVER_IS_REQUESTER);
    refuseArrears(merchant);
    const reference = input.refundReference?.trim() || null;
    if (input.refundMethod === 'transfer' && !reference) throw refuse(MERCHANT_REFUSALS.refundReferenceMissing);
    const unit = unitOf(merchant.settlement);
    const left = unit === 'minutes' ? merchant.minutes : merchant.balance;
    const { received, credited } = await bought(work, merchant);
    const refund = closingRefund(left, received, credited);
    const { balance, minutes } = merchant;
    // The account to 0 in its unit (a balance in the other unit is 0 already: one unit per merchant).
    if (left !== 0) await changeAccount(work, merchant, { cause: 'closing', unit, change: -left, closingId: closing.id });
    // Closed only once it holds nothing (the table says so too).
    await applyState(work, merchant, to);
    await work.update(MERCHANT_AUDIT.closing, 'merchant_closings', closing.id, {
      state: CLOSING_STATE.confirmed, decided_by: work.actor.name, decided_at: isoAt(work.at), balance, minutes,
      refund, refund_method: input.refundMethod, refund_reference: reference,
    });
    return { refund, refundMethod: input.refundMethod, balance, minutes };
  },
});
