// One value per server process. Next.js bundles route handlers, pages and the proxy separately,
// each with its own copy of a module's top-level state: a cache kept there would be one cache
// per bundle (a menu forgotten by a route handler would live on in the pages). Keeping it on
// globalThis makes it one.
const store = globalThis as typeof globalThis & { __catcProcessWide?: Map<string, unknown> };

export function processWide<T>(key: string, create: () => T): T {
  store.__catcProcessWide ??= new Map();
  if (!store.__catcProcessWide.has(key)) store.__catcProcessWide.set(key, create());
  return store.__catcProcessWide.get(key) as T;
}
