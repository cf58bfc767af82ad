// An Alipay campaign's discount on a stay's payment (docs/merchants.md, "Alipay's parking discounts"):
// reported with the payment by the platform; only on an Alipay payment, and never more than the
// payment (Alipay funds part of what the order is paid, the driver the rest).
export const CAMPAIGN_ID_MAX_LENGTH = 64;

/** Why a reported campaign discount cannot be recorded with the payment, or null. */
export function campaignRefusal(channel: string, amount: number, discount: number): 'channel' | 'discount' | null {
  if (channel !== 'alipay') return 'channel';
  if (!Number.isInteger(discount) || discount <= 0 || discount > amount) return 'discount';
  return null;
}

/** What the driver paid of an Alipay payment with a campaign's discount. */
export const buyerPaid = (amount: number, discount: number) => amount - discount;
