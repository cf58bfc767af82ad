// A seller's provider credentials at rest: the app key, app secret and access token sealed as the
// payment parameters' secrets are (backend/channels/at-rest.ts, AES-256-GCM, the column's name as
// additional data so a cipher text copied into another column does not open), opened in memory
// only for a call. The tax ID and the gateway are not secret.
import { openSecret, sealSecret } from '../../../channels/at-rest';
import type { ProviderAccount } from './types';

/** The columns the sellers' table keeps the sealed provider credentials in (each one's name is its additional data). */
export const PROVIDER_SEALED_COLUMNS = { appKey: 'provider_app_key_cipher', appSecret: 'provider_app_secret_cipher', accessToken: 'provider_token_cipher' } as const;
export type ProviderSecret = keyof typeof PROVIDER_SEALED_COLUMNS;
type SealedColumn = (typeof PROVIDER_SEALED_COLUMNS)[ProviderSecret];
const SECRETS = Object.keys(PROVIDER_SEALED_COLUMNS) as ProviderSecret[];

/** Each secret sealed for its column. */
export function sealProviderSecrets(key: Buffer, secrets: Record<ProviderSecret, string>): Record<SealedColumn, string> {
  return Object.fromEntries(SECRETS.map((s) => [PROVIDER_SEALED_COLUMNS[s], sealSecret(key, PROVIDER_SEALED_COLUMNS[s], secrets[s])])) as Record<SealedColumn, string>;
}

/** The account to call the provider with; null while a secret is not configured. Throws when a cipher text does not open (another key, another column). */
export function providerAccountOf(key: Buffer, row: { gatewayUrl: string; taxId: string } & Partial<Record<SealedColumn, string | null>>): ProviderAccount | null {
  const opened: Partial<Record<ProviderSecret, string>> = {};
  for (const secret of SECRETS) {
    const sealed = row[PROVIDER_SEALED_COLUMNS[secret]];
    if (!sealed) return null;
    opened[secret] = openSecret(key, PROVIDER_SEALED_COLUMNS[secret], sealed);
  }
  return { gatewayUrl: row.gatewayUrl, taxId: row.taxId, appKey: opened.appKey!, appSecret: opened.appSecret!, accessToken: opened.accessToken! };
}
