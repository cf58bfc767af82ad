// Provider credentials sealed at rest open only with the backend's key and in their own column;
// nothing of the plain secret shows in what is stored.
import { atRestKeyFrom } from '../../../channels/at-rest';
import { PROVIDER_SEALED_COLUMNS, providerAccountOf, sealProviderSecrets } from './credentials';

const KEY = atRestKeyFrom('backend-secret');
const SECRETS = { appKey: 'SD63236305', appSecret: 'SDDED2523BED4643', accessToken: '2d484e0123456789pdui' };
const PUBLIC = { gatewayUrl: 'https://sdk.nuonuo.com/open/v1/services', taxId: '91310115MA1K3YJ12X' };

describe('provider credentials at rest', () => {
  it('seals every secret and opens them back into the account', () => {
    const sealed = sealProviderSecrets(KEY, SECRETS);
    for (const text of Object.values(sealed)) for (const plain of Object.values(SECRETS)) expect(text).not.toContain(plain);
    expect(providerAccountOf(KEY, { ...PUBLIC, ...sealed })).toEqual({ ...PUBLIC, ...SECRETS });
  });

  it('has no account while a secret is missing', () => {
    const sealed = sealProviderSecrets(KEY, SECRETS);
    expect(providerAccountOf(KEY, { ...PUBLIC, ...sealed, [PROVIDER_SEALED_COLUMNS.accessToken]: null })).toBeNull();
  });

  it('refuses a cipher text moved to another column or opened with another key', () => {
    const sealed = sealProviderSecrets(KEY, SECRETS);
    const swapped = { ...sealed, [PROVIDER_SEALED_COLUMNS.appKey]: sealed[PROVIDER_SEALED_COLUMNS.appSecret] };
    expect(() => providerAccountOf(KEY, { ...PUBLIC, ...swapped })).toThrow();
    expect(() => providerAccountOf(atRestKeyFrom('another'), { ...PUBLIC, ...sealed })).toThrow();
  });
});
