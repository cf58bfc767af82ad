// What unsealing a session cookie gave, kept per sealed value so that a request does not pay the
// key derivation and decryption again (about 2 ms each under load). The sealed value is the key:
// its data is a pure function of it, so a hit can never show a session other than unsealing would.
// An entry lives until the seal's own expiry at the latest, is dropped when its session is ended
// or re-saved here, and the least recently used go first beyond the bound (docs/decisions.md).

/** The expiry (ms) an iron seal carries in its sixth field; null when it has none. */
export function sealExpiry(sealed: string): number | null {
  const expiration = sealed.split('~')[0].split('*')[5];
  const at = expiration ? Number(expiration) : Number.NaN;
  return Number.isFinite(at) && at > 0 ? at : null;
}

export interface UnsealedCache {
  /** A fresh copy of the data unsealed from this value, or undefined (unknown or expired). */
  get(sealed: string, now: number): Record<string, unknown> | undefined;
  /** Only for values whose seal was verified (unsealed, or sealed here). */
  remember(sealed: string, data: object, now: number): void;
  forget(sealed: string): void;
  readonly size: number;
}

/**
 * `maxEntries` bounds memory; `maxAgeMs` bounds an entry whose seal never expires (a
 * browser-session cookie is sealed without a time limit).
 */
export function createUnsealedCache(maxEntries: number, maxAgeMs: number): UnsealedCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    get(sealed, now) {
      const entry = entries.get(sealed);
      if (!entry) return undefined;
      entries.delete(sealed);
      if (now >= entry.expiresAt) return undefined;
      entries.set(sealed, entry);
      return JSON.parse(entry.json) as Record<string, unknown>;
    },
    remember(sealed, data, now) {
      const expiresAt = Math.min(sealExpiry(sealed) ?? Number.POSITIVE_INFINITY, now + maxAgeMs);
      if (now >= expiresAt) return;
      entries.delete(sealed);
      // JSON, as the seal itself holds it: every hit gets its own copy to change and save.
      entries.set(sealed, { json: JSON.stringify(data), expiresAt });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    forget(sealed) {
      entries.delete(sealed);
    },
    get size() {
      return entries.size;
    },
  };
}
