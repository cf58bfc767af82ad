// Every declared list screen the create cycle does not run (area-screens.spec.ts and
// admin-screens.spec.ts run the others) through the read-only cycle of
// support/read-only-cycle.ts, on rows the services make once for the run
// (support/read-only-seed.ts), the language alternating from screen to screen. Each worker keeps
// one signed-in page per language and moves between screens as the side menu does.
import { expect } from '@playwright/test';
import type { Language } from './support/crud-cycle';
import { readOnlyCycle, readOnlyScreens } from './support/read-only-cycle';
import { seedReadOnlyScreens, type ReadOnlySeed } from './support/read-only-seed';
import { oncePerRun } from './support/run-once';
import { covering, listed } from './support/screens';
import { onWorkerPage, test as workerTest } from './support/worker-console';

/** Screens no service of this run writes rows to: cycled without rows (columns, filter bar, an export that says so). */
const WITHOUT_ROWS: Record<string, string> = {
  '/InspectionVehicleComparisonRecord': 'written only by the inspection upload (recordInspectionComparison), which no endpoint offers yet',
  '/RemotePushRecords': 'nothing pushes parking data to third parties yet: no code writes remote_push_records',
};

/** Screens that show a row for every lot of the caller whatever happened: no filter of theirs keeps none. */
const EVERY_LOT_SHOWN: Record<string, string> = {
  '/InventoryToday': 'today so far names every lot, at zero before its first event of the day',
};

/**
 * Screens with a create form the generic create cycle cannot find a row of (its key is not text):
 * where the form is driven instead. Their lists go through the read-only cycle here.
 */
const FORMS_ELSEWHERE: Record<string, string> = {
  '/PackageManagement': 'rentals.spec.ts: the lot operator writes a package, finance approves it',
  '/RechargeRuleManag': 'no browser test yet: a rule needs a stored-value package of its lot (recharge-rules.test.ts covers its rules)',
  '/MonthlyPackageAreaCharge': 'no browser test yet: a price needs a monthly package and an area of one lot (recharge-rules.test.ts covers its rules)',
  '/PostCashReconciliationSettlement': 'settlement.spec.ts: a cashier signs in at a booth (the form), takes cash and signs out',
  '/CommonParameterPermissionInfo': 'parameter-permissions.spec.ts: created, found by its parameter, edited, exported, imported, deleted',
  '/PosParkList': 'field-ops.spec.ts: a collector given a second lot to work',
  '/PosManage': 'field-ops.spec.ts: a terminal handed to a collector, a second hand-over refused',
  '/SchedulingManage': 'no browser test yet: a day and two choices (backend tests cover its rules)',
  '/RatePlateColorInfo': 'rates.spec.ts: a second row for a colour refused on the field, a colour\'s vehicle type changed and set back',
  '/EquipmentRemoteUpgrade': 'no browser test yet: a task needs devices of its type in the lot (devices.test.ts carries one out)',
  '/QRCodeInfo': 'driver-page.spec.ts: a merchant\'s claim code made and its sheet printed; a driver claims from it (driver-page.test.ts covers the form\'s refusals)',
  '/ParkingQRCode': 'driver-page.spec.ts: a lot\'s exit code made and its sheet printed; a driver pays from it',
  '/MerchantBasePackage': 'no browser test yet: a base package needs an approved monthly package of its lot (merchant-packages.test.ts covers its terms and review)',
  '/MerchantPackage': 'no browser test yet: an application needs a merchant and an approved base package of its lot (merchant-packages.test.ts covers it)',
  '/IssuePaperInvoice': 'no browser test yet: a book is found by its code, 12 digits (paper.test.ts covers receiving, issuing and their refusals)',
};

/** How long the seed may take, and another worker wait for it. */
const SEED_MS = 240_000;

/** The worker's pages (support/worker-console.ts), and the run's seed. */
const test = workerTest.extend<object, { seed: ReadOnlySeed }>({
  seed: [async ({ consoleIn }, use) => {
    await use(await oncePerRun('read-only-seed', async () => {
      const started = Date.now();
      const seed = await seedReadOnlyScreens(await consoleIn('en-US'));
      console.log(`The read-only screens' rows were made in ${Math.round((Date.now() - started) / 1000)} s.`);
      return seed;
    }, SEED_MS));
  }, { scope: 'worker', timeout: SEED_MS + 30_000 }],
});

test.describe.configure({ mode: 'parallel' });

test('every screen with a create form the generic cycle cannot run says where its form is driven', () => {
  const forms = readOnlyScreens().filter((s) => s.buttons.create).map((s) => s.path);
  expect(forms.sort()).toEqual(Object.keys(FORMS_ELSEWHERE).sort());
  expect([...Object.keys(WITHOUT_ROWS), ...Object.keys(EVERY_LOT_SHOWN)].filter((path) => !readOnlyScreens().some((s) => s.path === path))).toEqual([]);
});

/** The screens whose cycle exports (support/screens.ts covering; every screen's export headers are the registry's unit tests'). */
const EXPORTED = covering(readOnlyScreens().filter((s) => s.buttons.export && !(s.path in WITHOUT_ROWS)), listed);

readOnlyScreens().forEach((screen, n) => {
  const language: Language = n % 2 === 0 ? 'zh-CN' : 'en-US';
  const steps = { withRows: !(screen.path in WITHOUT_ROWS), nothingFound: !(screen.path in EVERY_LOT_SHOWN), exported: EXPORTED.has(screen.path) };
  const title = steps.withRows ? ['columns', 'a row', 'a filter', 'row actions', ...(steps.exported ? ['export'] : []), 'detail', 'nothing found'] : ['columns', 'nothing found'];
  test(`${screen.path} (${language}): ${title.join(', ')}`, async ({ consoleIn, seed }, testInfo) => {
    await onWorkerPage(consoleIn, language, testInfo,
      (page) => readOnlyCycle(page, screen, language, seed, steps));
  });
});
