// The startup dictionary overlays the configuration (spec 3, 7): base-URL overrides and the BI
// address. Pure: the rows come from HandlersCatc/CatcDictionary.
import type { AppConfig } from './app-config';

export interface DictionaryRow { dkey: string; dvalue: string; type?: string | number }

/** Dictionary keys that may override configuration fields. */
// The console's own backend address (baseUrl) is deliberately not overridable from the backend's data.
const OVERLAY_KEYS = ['huanQiuUrl', 'lawEnforcementUrl', 'projectName', 'globalLotUrl'] as const;

export function applyDictionaryOverlay(config: AppConfig, rows: DictionaryRow[], platform?: string): AppConfig {
  const byKey = new Map(rows.filter((r) => r && typeof r.dkey === 'string').map((r) => [r.dkey, String(r.dvalue ?? '')]));
  const next: AppConfig = { ...config };
  for (const key of OVERLAY_KEYS) {
    const value = byKey.get(key);
    if (value) next[key] = value;
  }
  // BI address: the configured biUrl, else the dictionary's biUrl (spec 7).
  if (!next.biUrl) next.biUrl = byKey.get('biUrl') ?? '';
  if (platform) next.Platform = platform;
  return next;
}
