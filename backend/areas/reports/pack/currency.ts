// How the pack's files show amounts: the default currency of /CurrencyInfo, as the console shows
// them (backend/handlers/system-status.ts reads the same row), else lib/money's fallback.
import { FALLBACK_CURRENCY, type Currency } from '../../../../lib/money/currency';
import type { Reader } from '../../../db';

export async function packCurrency(db: Reader): Promise<Currency> {
  const [row] = await db.query<Currency>('SELECT symbol, position, decimals FROM currencies WHERE is_default ORDER BY id LIMIT 1');
  return row ? { symbol: row.symbol, position: row.position, decimals: Number(row.decimals) } : FALLBACK_CURRENCY;
}
