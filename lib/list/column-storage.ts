// Which columns a user hid, remembered per user and screen in localStorage.
export type ColumnVisibility = Record<string, boolean>;

export function columnsStorageKey(userId: string | null | undefined, path: string): string {
  return `columns:${userId || 'me'}:${path}`;
}

/** The stored model, keeping only known fields with boolean values; {} when absent or broken. */
export function parseVisibility(text: string | null, known: readonly string[]): ColumnVisibility {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([field, visible]) => known.includes(field) && typeof visible === 'boolean'));
  } catch {
    return {};
  }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readVisibility(storage: Storage | undefined, key: string, known: readonly string[]): ColumnVisibility {
  try {
    return parseVisibility(storage?.getItem(key) ?? null, known);
  } catch {
    return {}; // storage refused (privacy mode)
  }
}

export function writeVisibility(storage: Storage | undefined, key: string, model: ColumnVisibility): void {
  try {
    storage?.setItem(key, JSON.stringify(model));
  } catch {
    // full or refused: the choice lasts for this page only
  }
}
