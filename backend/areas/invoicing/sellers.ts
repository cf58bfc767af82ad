// /InvoiceSellerManagement over invoice_sellers (320_invoicing.sql; docs/invoicing.md, "Sellers").
// The tax ID is a unified social credit code with its check character; a blank line item is
// 车辆停放服务 under 3040502020200000000. The platform account's key, secret and token are sealed here
// (provider/credentials.ts) and only their masks are stored in the clear; a blank one on edit keeps
// the stored one. An enabled seller is one invoices are issued under, so it must hold the whole
// account. The row action sellerLots (the 'lotPicker' dialog) reads { read: true } -> { group,
// options, selected } or replaces { lotIds }: a lot invoices under one seller, so a lot another
// seller holds is refused, naming it. The caller picks among his own lots; the others stay.
import type { PickerOption, PickerRead } from '../../../lib/admin/picker';
import { maskSecret } from '../../../lib/channels/mask';
import { SELLER_SECRETS } from '../../../lib/areas/invoicing/screens-sellers';
import { PARKING_SERVICE_TAX_CODE } from '../../../lib/invoicing/invoice-document';
import { normalizeUscc, usccRefusal } from '../../../lib/invoicing/uscc';
import { sealSecret } from '../../channels/at-rest';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { LOTS_PICKED, pickerInput } from '../../entities/picker-input';
import { callerLotIds } from '../../entities/scope';
import type { EntityStore, Values } from '../../entities/types';
import { AshxFailure, STATUS, fail, refuse } from '../../kernel/failures';
import { atRestKeyOf, isHttpUrl } from '../pay-params';
import { PROVIDER_SEALED_COLUMNS } from './provider/credentials';

/** What a seller's line is when its form leaves it blank. */
export const PARKING_SERVICE_ITEM = '车辆停放服务';

const invalid = (key: string, field: string) => new AshxFailure(STATUS.invalid, key as never, {}, { fields: [field] });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function beforeWrite(tx: Queryable, values: Values, mode: 'create' | 'update', context: RequestContext, id?: number): Promise<Values> {
  const stored: Values = { ...values, updatedAt: isoAt(context.now) };
  if (values.taxId !== undefined) {
    const taxId = normalizeUscc(text(values.taxId));
    const refusal = usccRefusal(taxId);
    if (refusal) throw invalid(refusal, 'taxId');
    stored.taxId = taxId;
  }
  stored.itemName = text(values.itemName) || PARKING_SERVICE_ITEM;
  stored.taxCode = text(values.taxCode) || PARKING_SERVICE_TAX_CODE;
  if (!/^\d{19}$/.test(String(stored.taxCode))) throw invalid('invoiceTaxCodeInvalid', 'taxCode');
  const gateway = text(values.gatewayUrl);
  if (gateway && !isHttpUrl(gateway)) throw invalid('payParamsUrlInvalid', 'gatewayUrl');

  const key = atRestKeyOf(context);
  const [kept] = mode === 'update'
    ? await tx.query<Record<string, string | null>>(`SELECT ${Object.values(PROVIDER_SEALED_COLUMNS).join(', ')} FROM invoice_sellers WHERE id = $1`, [id])
    : [];
  for (const name of SELLER_SECRETS) {
    const plain = text(values[name]);
    delete stored[name];
    if (plain) {
      stored[`${name}Sealed`] = sealSecret(key, PROVIDER_SEALED_COLUMNS[name], plain);
      stored[`${name}Mask`] = maskSecret(plain);
    }
  }
  // Invoices are issued under an enabled seller: it holds the whole account.
  if (Number(values.status ?? 1) === 1) {
    if (!gateway) throw invalid('invoiceSellerPlatformMissing', 'gatewayUrl');
    const missing = SELLER_SECRETS.find((name) => !stored[`${name}Sealed`] && !kept?.[PROVIDER_SEALED_COLUMNS[name]]);
    if (missing) throw invalid('invoiceSellerPlatformMissing', missing);
  }
  return stored;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

async function sellerLots(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<PickerRead | { selected: number[] }> {
  const { read, lotIds } = pickerInput(LOTS_PICKED, input, ids);
  const [id] = ids;
  const scope = await callerLotIds(tx, requireCaller(context));
  const options = await tx.query<PickerOption>(
    'SELECT id, name FROM parking_lots WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id', [scope === 'all', scope === 'all' ? [] : scope]);
  const visible = new Set(options.map((o) => o.id));
  const [seller] = await tx.query<{ id: number; name: string }>('SELECT id, name FROM invoice_sellers WHERE id = $1 FOR UPDATE', [id]);
  const current = (await tx.query<{ lot_id: number }>('SELECT lot_id FROM invoice_seller_lots WHERE seller_id = $1', [id])).map((r) => Number(r.lot_id));
  if (read || lotIds === undefined) {
    return { group: { id: seller.id, name: seller.name, nameEn: seller.name }, options, selected: sorted(current.filter((lot) => visible.has(lot))) };
  }
  if (lotIds.some((lot) => !visible.has(lot))) throw fail.invalid(['values.lotIds']);
  const [taken] = await tx.query<{ lot: string; seller: string }>(
    `SELECT l.name AS lot, s.name AS seller FROM invoice_seller_lots x JOIN parking_lots l ON l.id = x.lot_id JOIN invoice_sellers s ON s.id = x.seller_id
      WHERE x.lot_id = ANY($1::int[]) AND x.seller_id <> $2 ORDER BY l.name LIMIT 1`, [lotIds, id]);
  if (taken) throw refuse('invoiceLotHasSeller', { lot: taken.lot, seller: taken.seller });
  const next = sorted([...current.filter((lot) => !visible.has(lot)), ...lotIds]);
  await tx.query('DELETE FROM invoice_seller_lots WHERE seller_id = $1', [id]);
  if (next.length) await tx.query('INSERT INTO invoice_seller_lots (lot_id, seller_id) SELECT unnest($2::int[]), $1', [id, next]);
  await tx.query('UPDATE invoice_sellers SET updated_at = $2 WHERE id = $1', [id, isoAt(context.now)]);
  return { selected: sorted(lotIds) };
}

export const sellerStore: EntityStore = {
  entity: 'invoiceSeller',
  table: 'invoice_sellers',
  // Written by beforeWrite only: the sealed secrets (never declared, so never read).
  columns: Object.fromEntries(SELLER_SECRETS.map((name) => [`${name}Sealed`, PROVIDER_SEALED_COLUMNS[name]])),
  computed: {
    lotNames: "(SELECT string_agg(l.name, ', ' ORDER BY l.name) FROM invoice_seller_lots x JOIN parking_lots l ON l.id = x.lot_id WHERE x.seller_id = t.id)",
  },
  hidden: [...SELLER_SECRETS],
  beforeWrite,
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM invoices WHERE seller_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? 'invoiceSellerInUse' : null;
  },
  rowActions: { sellerLots },
};
