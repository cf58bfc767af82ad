// A server-rendered page whose HTML the browser's first render does not match is drawn again from
// scratch (React errors 418, 423, 425): slower, and what a person typed meanwhile is lost. The
// generic cycles and the special pages watch every page they open for it.
import { expect, type Page } from '@playwright/test';

const HYDRATION_FAILED = /Minified React error #(418|423|425)\b|Hydration failed/;
const failures = new WeakMap<Page, string[]>();

export function watchHydration(page: Page): void {
  if (failures.has(page)) return;
  const seen: string[] = [];
  failures.set(page, seen);
  page.on('pageerror', (error) => {
    if (HYDRATION_FAILED.test(String(error))) seen.push(`${new URL(page.url()).pathname}: ${String(error).slice(0, 160)}`);
  });
}

export function expectHydrated(page: Page): void {
  expect(failures.get(page) ?? [], 'pages whose server HTML did not hydrate').toEqual([]);
}
