// axe-core on a screen as it shows its data, once per screen in a run (whichever test reaches it
// first): serious and critical violations fail the test with a readable list. Run where a test has
// just seen the screen's content (the generic cycles, the special pages' fixture), not at every
// navigation: axe takes a few hundred milliseconds a screen.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];
/** Elements listed per violation: enough to find them, not a page of HTML. */
const SHOWN_NODES = 5;

/** True the first time a screen is claimed in the run (an atomic mkdir in the run's directory). */
function firstTimeInRun(screen: string): boolean {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the browser tests with scripts/e2e.mjs');
  mkdirSync(path.join(dir, 'axe'), { recursive: true });
  try {
    mkdirSync(path.join(dir, 'axe', encodeURIComponent(screen)));
    return true;
  } catch {
    return false;
  }
}

const describe = (v: AxeResults['violations'][number]) => [
  `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`,
  ...v.nodes.slice(0, SHOWN_NODES).map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 140)}`),
].join('\n');

/**
 * Checks the page with axe-core, unless this screen was checked before in the run; `settle` is
 * awaited first (only when the check runs).
 */
export async function expectAccessible(page: Page, screen: string, settle?: () => Promise<unknown>): Promise<void> {
  if (!firstTimeInRun(screen)) return;
  await settle?.();
  // Evaluated, not added as a script tag: the console's CSP admits only its own scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const failing = violations.filter((v) => v.impact && FAILING.includes(v.impact));
  expect(failing.map(describe).join('\n'), `${screen}: serious or critical accessibility violations (axe-core)`).toBe('');
}
