// The invoicing entities (docs/invoicing.md, "Sellers"): who invoices for which lots, with the line
// every invoice of theirs carries (车辆停放服务 under its tax code, at the seller's rate) and their
// account at the tax platform (诺诺). The account's key, secret and token are typed into the form
// and stored sealed (backend/areas/invoicing/sellers.ts); the list shows their masks only, and no
// answer carries them back (blank on edit keeps the stored one). Lots are picked with the lot picker:
// a lot invoices under one seller. Table: 320_invoicing.sql.
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { shown } from '../../screens/common-fields';
import { TAX_RATE_VALUES } from '../../invoicing/tax-rates';
import { USCC_LENGTH } from '../../invoicing/uscc';

const SECRET_MAX_LENGTH = 512;
const URL_MAX_LENGTH = 500;

/** The platform account's secrets: written through the form only, never listed, never read back. */
export const SELLER_SECRETS = ['appKey', 'appSecret', 'accessToken'] as const;
const secret = (name: string): FieldDecl => ({ name, type: 'text', maxLength: SECRET_MAX_LENGTH, list: false, sortable: false, section: 'platform' });
const mask = (name: string) => shown(`${name}Mask`, 'text', { width: 130, sortable: false });

export const SELLER_SCREENS: readonly ScreenDecl[] = [{
  path: '/InvoiceSellerManagement',
  directory: 'invoicing',
  menuId: 1601,
  entity: 'invoiceSeller',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, filter: 'text', width: 200 },
    { name: 'taxId', type: 'text', required: true, maxLength: USCC_LENGTH, filter: 'text', width: 190 },
    { name: 'addressPhone', type: 'text', maxLength: 200, width: 220 },
    { name: 'bankAccount', type: 'text', maxLength: 200, width: 220 },
    { name: 'drawer', type: 'text', required: true, maxLength: 20, width: 100 },
    // Blank: 车辆停放服务 and 3040502020200000000 (the store fills them).
    { name: 'itemName', type: 'text', maxLength: 100, width: 140, section: 'line' },
    { name: 'taxCode', type: 'digits', maxLength: 19, width: 180, section: 'line' },
    { name: 'taxRate', type: 'select', options: TAX_RATE_VALUES, required: true, width: 100, section: 'line' },
    shown('lotNames', 'text', { sortable: false, width: 240 }),
    { name: 'gatewayUrl', type: 'text', maxLength: URL_MAX_LENGTH, list: false, section: 'platform' },
    ...SELLER_SECRETS.flatMap((name) => [secret(name), mask(name)]),
    { name: 'status', type: 'select', options: [0, 1], required: true, filter: 'select', width: 90 },
    { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    shown('updatedAt', 'datetime', { width: 170 }),
  ],
  buttons: { create: 'add', update: 'edit', delete: 'delete' },
  rowActions: [{ name: 'sellerLots', button: 'sellerLots', dialog: 'lotPicker' }],
  defaultSort: { field: 'name', direction: 'asc' },
}];
