import { MENU_CACHE_MS, MENU_VERSION_FRESH_MS, menuCacheUsable, noteMenuVersion, seenMenuVersion } from './menu-version';

describe('menuCacheUsable', () => {
  const now = 1_000_000;
  it('keeps a menu for the plain time limit when the backend sends no version', () => {
    expect(menuCacheUsable({ at: now - MENU_CACHE_MS + 1, version: null }, { value: null, seenAt: 0 }, now)).toBe(true);
    expect(menuCacheUsable({ at: now - MENU_CACHE_MS, version: null }, { value: null, seenAt: 0 }, now)).toBe(false);
  });
  it('drops a menu as soon as an answer carried another version (a grant changed anywhere)', () => {
    expect(menuCacheUsable({ at: now - 10, version: '7' }, { value: '7', seenAt: now - 5 }, now)).toBe(true);
    expect(menuCacheUsable({ at: now - 10, version: '7' }, { value: '8', seenAt: now - 5 }, now)).toBe(false);
  });
  it('checks again when the version was last seen too long ago (an idle process)', () => {
    expect(menuCacheUsable({ at: now - 10, version: '7' }, { value: '7', seenAt: now - MENU_VERSION_FRESH_MS }, now)).toBe(false);
  });
});

describe('noteMenuVersion', () => {
  it('keeps the newest version when answers come back out of order (one authenticated before a grant)', () => {
    noteMenuVersion('41', 1_000);
    noteMenuVersion('42', 2_000);
    noteMenuVersion('41', 3_000);
    expect(seenMenuVersion()).toEqual({ value: '42', seenAt: 2_000 });
    noteMenuVersion('42', 4_000);
    expect(seenMenuVersion()).toEqual({ value: '42', seenAt: 4_000 });
  });
});
