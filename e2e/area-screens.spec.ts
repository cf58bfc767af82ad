// Every declared list screen outside the administration area (estate, devices, field operations)
// through the generic cycle of support/crud-cycle.ts, the language alternating from screen to
// screen (admin-screens.spec.ts starts with English, this file with Chinese). Screens whose form
// needs more than a generic form can give are driven elsewhere (DRIVEN_ELSEWHERE).
import { crudCycle, cycledScreens, cycleTitle } from './support/crud-cycle';
import { onWorkerPage, test } from './support/worker-console';

// One after the other: a cycle's form picks the first lot or street offered, which may be the row
// another cycle just made and is about to delete (a lot in use cannot be deleted).
test.describe.configure({ mode: 'serial' });

cycledScreens(false).forEach((screen, n) => {
  const language = n % 2 === 0 ? 'zh-CN' : 'en-US';
  test(`${screen.path} (${language}): ${cycleTitle(screen)}`, async ({ consoleIn }, testInfo) => {
    test.setTimeout(120_000);
    await onWorkerPage(consoleIn, language, testInfo,
      (page) => crudCycle(page, screen, language));
  });
});
