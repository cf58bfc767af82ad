import { MENU_CACHE_MS, MENU_VERSION_FRESH_MS, menuCacheUsable } from './menu-version';

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
