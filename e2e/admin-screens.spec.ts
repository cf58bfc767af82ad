// Every declared screen of the administration area, as the administrator, through the generic
// cycle (support/crud-cycle.ts), the language alternating from screen to screen (both languages'
// keys are compared by the unit tests). Screens the generic cycle does not run go through the
// read-only cycle (read-only-screens.spec.ts).
import { crudCycle, cycledScreens, cycleTitle } from './support/crud-cycle';
import { onWorkerPage, test } from './support/worker-console';

test.describe.configure({ mode: 'parallel' });

cycledScreens(true).forEach((screen, n) => {
  const language = n % 2 === 0 ? 'en-US' : 'zh-CN';
  test(`${screen.path} (${language}): ${cycleTitle(screen)}`, async ({ consoleIn }, testInfo) => {
    test.setTimeout(120_000);
    await onWorkerPage(consoleIn, language, testInfo,
      (page) => crudCycle(page, screen, language));
  });
});
