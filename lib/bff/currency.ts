import 'server-only';
// The default currency (/CurrencyInfo), read once a minute: every page shows amounts with it.
import type { AppConfig } from '../config/app-config';
import { FALLBACK_CURRENCY, type Currency } from '../money/currency';
import type { SessionData } from '../session/session';
import { processWide } from '../server/process-wide';
import { callWithSession } from './backend-call';

const CACHE_MS = 60_000;
const cache = processWide('default-currency', () => ({ entry: null as { at: number; currency: Currency } | null }));

export async function getDefaultCurrency(session: SessionData, config: AppConfig): Promise<Currency> {
  if (cache.entry && Date.now() - cache.entry.at < CACHE_MS) return cache.entry.currency;
  const { result } = await callWithSession<Currency | null>(session, config, {
    handler: 'HandlersCatc/SystemStatus', payload: { GetList: 'Currency' },
  }, false);
  if (!result.ok) return cache.entry?.currency ?? FALLBACK_CURRENCY;
  const currency = result.data
    ? { symbol: result.data.symbol, position: result.data.position, decimals: Number(result.data.decimals) }
    : FALLBACK_CURRENCY;
  cache.entry = { at: Date.now(), currency };
  return currency;
}
