import 'server-only';
// The default currency (/CurrencyInfo), read once a minute: every page shows amounts with it.
import type { AppConfig } from '../config/app-config';
import { FALLBACK_CURRENCY, type Currency } from '../money/currency';
import type { SessionData } from '../session/session';
import { callWithSession } from './backend-call';

const CACHE_MS = 60_000;
let cached: { at: number; currency: Currency } | null = null;

export async function getDefaultCurrency(session: SessionData, config: AppConfig): Promise<Currency> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.currency;
  const { result } = await callWithSession<Currency | null>(session, config, {
    handler: 'HandlersCatc/SystemStatus', payload: { GetList: 'Currency' },
  }, false);
  if (!result.ok) return cached?.currency ?? FALLBACK_CURRENCY;
  const currency = result.data
    ? { symbol: result.data.symbol, position: result.data.position, decimals: Number(result.data.decimals) }
    : FALLBACK_CURRENCY;
  cached = { at: Date.now(), currency };
  return currency;
}
