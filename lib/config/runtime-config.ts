import 'server-only';
// The configuration in force: app-config.json (remote when APP_CONFIG_URL is set, with the local
// file as fallback), ASHX_BASE_URL from the environment, then the dictionary overlay.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { callAshx } from '../ashx/client';
import { processWide } from '../server/process-wide';
import { DICTIONARY_PLATFORM, DICTIONARY_STARTUP } from '../spec-constants';
import { type AppConfig, DEFAULT_APP_CONFIG, parseAppConfig } from './app-config';
import { applyDictionaryOverlay, type DictionaryRow } from './dictionary-overlay';

const CACHE_MS = 60_000;
const cache = processWide('runtime-config', () => ({ entry: null as { at: number; config: Promise<AppConfig> } | null }));

async function readConfigFile(): Promise<unknown> {
  const url = process.env.APP_CONFIG_URL;
  if (url) {
    try {
      const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}time=${Date.now()}`);
      if (response.ok) return await response.json();
    } catch { /* fall back to the local copy */ }
    console.warn('app-config: remote configuration unavailable, using the local copy');
  }
  const file = process.env.APP_CONFIG_FILE ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'config', 'app-config.json');
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    console.warn(`app-config: cannot read ${file}, using built-in defaults`);
    return DEFAULT_APP_CONFIG;
  }
}

async function fetchDictionary(config: AppConfig, payload: Record<string, unknown>): Promise<DictionaryRow[] | null> {
  const result = await callAshx<DictionaryRow[]>({
    baseUrl: config.baseUrl, handler: 'HandlersCatc/CatcDictionary', payload, language: config.language,
    compress: '02', timeoutMs: 10_000,
  });
  return result.ok && Array.isArray(result.data) ? result.data : null;
}

async function load(): Promise<AppConfig> {
  const config = parseAppConfig(await readConfigFile());
  if (process.env.ASHX_BASE_URL) config.baseUrl = process.env.ASHX_BASE_URL;
  const rows = await fetchDictionary(config, { ...DICTIONARY_STARTUP });
  if (!rows) {
    console.warn('dictionary: request failed, falling back to the local configuration');
    return config;
  }
  const platform = await fetchDictionary(config, { ...DICTIONARY_PLATFORM, startIndex: 1, endIndex: 10 });
  return applyDictionaryOverlay(config, rows, platform?.[0]?.dvalue);
}

export function getRuntimeConfig(): Promise<AppConfig> {
  if (!cache.entry || Date.now() - cache.entry.at > CACHE_MS) {
    const config = load();
    cache.entry = { at: Date.now(), config };
    // A failed load is not kept: the next caller tries again.
    config.catch(() => { cache.entry = null; });
  }
  return cache.entry.config;
}
