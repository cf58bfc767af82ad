// A payer's payment code charged on an online channel (barcode pay), as a pay station's or an
// exit's scanner does, through the merchant account of the lot (its own, else the one without a
// lot): the channel's trade, which is then booked as the payment under its transaction number.
import type { Reader } from '../db';
import type { OnlineChannel, PayRequest, PayResult } from './adapter';
import { accountForLot, adapterOf, isComplete } from './accounts';

/** The lot has no complete, enabled account on the channel. */
export class NoChannelAccount extends Error {
  constructor(channel: OnlineChannel, lotId: number) { super(`no enabled ${channel} account for lot ${lotId}`); this.name = 'NoChannelAccount'; }
}

export async function payByCode(db: Reader, atRestKey: Buffer, channel: OnlineChannel, lotId: number, request: PayRequest): Promise<PayResult> {
  const account = await accountForLot(db, atRestKey, channel, lotId);
  if (!account || !isComplete(account)) throw new NoChannelAccount(channel, lotId);
  return adapterOf(account).pay(request);
}
