// Cards bought for a merchant's staff, paid from its account (docs/rentals.md, "Merchant packages"):
// refused when it cannot pay them (lib/areas/merchants/account.ts chargeRefusal: a prepaid balance
// short, a post-paid one past its arrears limit, an account of minutes), else one ledger row of
// cause `package` through the account primitive (charging/merchant-account.ts).
import { chargeRefusal } from '../../../lib/areas/merchants/account';
import { refuse } from '../../kernel/failures';
import type { Work } from '../../kernel/work';
import { changeAccount, type MerchantRow } from '../charging';

export async function chargeForCards(work: Work, merchant: MerchantRow, amount: number, applicationId: number): Promise<{ before: number; after: number }> {
  const refused = chargeRefusal({ settlement: merchant.settlement, balance: merchant.balance, arrearsLimit: merchant.arrears_limit }, amount);
  if (refused) throw refuse(refused.refusal, refused.values);
  return changeAccount(work, merchant, { cause: 'package', unit: 'fen', change: -amount, applicationId });
}
