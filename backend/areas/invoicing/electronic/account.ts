// A seller's account at the tax platform, opened in memory for one call (provider/credentials.ts).
import { refuse } from '../../../kernel/failures';
import { providerAccountOf } from '../provider/credentials';
import type { ProviderAccount } from '../provider/types';
import type { SellerRow } from './seller-of-lot';

export function accountOfSeller(atRestKey: Buffer, seller: SellerRow): ProviderAccount {
  const account = seller.gateway_url ? providerAccountOf(atRestKey, {
    gatewayUrl: seller.gateway_url, taxId: seller.tax_id,
    provider_app_key_cipher: seller.provider_app_key_cipher, provider_app_secret_cipher: seller.provider_app_secret_cipher, provider_token_cipher: seller.provider_token_cipher,
  }) : null;
  if (!account) throw refuse('invoiceSellerPlatformMissing');
  return account;
}
