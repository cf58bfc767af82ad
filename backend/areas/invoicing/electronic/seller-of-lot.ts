// Which seller invoices a lot's payments (/InvoiceSellerManagement's lots): an enabled one, or the
// request is refused naming the lot. The payments of one invoice are invoiced by one seller.
import type { Reader } from '../../../db';
import { refuse } from '../../../kernel/failures';

export interface SellerRow {
  id: number; name: string; tax_id: string; address_phone: string; bank_account: string; drawer: string;
  item_name: string; tax_code: string; tax_rate: number; gateway_url: string | null;
  provider_app_key_cipher: string | null; provider_app_secret_cipher: string | null; provider_token_cipher: string | null;
}

export async function sellerOfLots(tx: Reader, lotIds: readonly number[]): Promise<SellerRow> {
  const lots = [...new Set(lotIds)];
  const rows = await tx.query<SellerRow & { lot_id: number; lot: string }>(
    `SELECT s.*, l.id AS lot_id, l.name AS lot FROM parking_lots l
       LEFT JOIN invoice_seller_lots x ON x.lot_id = l.id LEFT JOIN invoice_sellers s ON s.id = x.seller_id AND s.status = 1
      WHERE l.id = ANY($1::int[]) ORDER BY l.id`, [lots]);
  const without = rows.find((r) => r.id === null);
  if (without) throw refuse('invoiceSellerMissing', { lot: without.lot });
  if (new Set(rows.map((r) => Number(r.id))).size > 1) throw refuse('invoiceSellersDiffer');
  return { ...rows[0], id: Number(rows[0].id), tax_rate: Number(rows[0].tax_rate) };
}

export async function sellerById(tx: Reader, id: number): Promise<SellerRow> {
  const [row] = await tx.query<SellerRow>('SELECT * FROM invoice_sellers WHERE id = $1', [id]);
  return { ...row, id: Number(row.id), tax_rate: Number(row.tax_rate) };
}
