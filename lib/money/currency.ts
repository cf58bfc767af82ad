// Amounts as the operator's currency shows them (/CurrencyInfo, spec 9: the symbol in front of
// the amount or behind it), with the currency's number of decimals. The one place fen become text.
import { fenToYuan, isFen } from './fen';

export interface Currency {
  symbol: string;
  position: 'front' | 'behind';
  decimals: number;
}

/** Until a default currency is configured: the yuan, symbol in front, two decimals. */
export const FALLBACK_CURRENCY: Currency = { symbol: '¥', position: 'front', decimals: 2 };

/** An amount in fen as the currency shows it: '¥12.50' or '12.50元'; anything else as it is. */
export function formatMoney(fen: unknown, currency: Currency = FALLBACK_CURRENCY): string {
  const n = typeof fen === 'string' && /^-?\d+$/.test(fen.trim()) ? Number(fen) : fen;
  if (!isFen(n)) return String(fen ?? '');
  const amount = fenToYuan(n, currency.decimals);
  return currency.position === 'behind' ? `${amount}${currency.symbol}` : `${currency.symbol}${amount}`;
}
