// Amounts as the operator's currency shows them (/CurrencyInfo, spec 9: the symbol in front of
// the amount or behind it), with the currency's number of decimals.
export interface Currency {
  symbol: string;
  position: 'front' | 'behind';
  decimals: number;
}

/** Until a default currency is configured: the yuan, symbol in front, two decimals. */
export const FALLBACK_CURRENCY: Currency = { symbol: '¥', position: 'front', decimals: 2 };

export function formatMoney(value: unknown, currency: Currency = FALLBACK_CURRENCY): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === '' || value === null || value === undefined || !Number.isFinite(n)) return String(value ?? '');
  const amount = n.toFixed(currency.decimals);
  return currency.position === 'behind' ? `${amount}${currency.symbol}` : `${currency.symbol}${amount}`;
}
