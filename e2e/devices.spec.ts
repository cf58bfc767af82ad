// Field devices as an operator meets them: build a lot with an area, berths, a node controller,
// locks and a sensor through the screens; raise and lower a lock from /ParkingLockControl and
// see its state and log change (the simulator plays the hardware over MQTT); a lock nobody can
// hear refuses commands with the message, in both languages; locks exported and imported;
// occupancy shown per lot; a pay station's edited configuration confirmed by the station.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csvLine } from '../lib/files/csv';
import { screenAt } from '../lib/screens/registry';
import { SHOWN_DATES } from './support/dates';
import { expectSaved, fillForm, input, labelsOf, rowWith, search, runSearch } from './support/screens';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E device lot ${tag}`;
const AREA = `Level ${tag}`;
const NODE = `E2E-NODE-${tag}`;
const LOCK = `E2E-LOCK-${tag}`;
const LONELY = `E2E-LONE-${tag}`;
const SENSOR = `E2E-SENS-${tag}`;
const IMPORTED = `E2E-IMP-${tag}`;
const STATION = `E2E-PAY-${tag}`;
const LIVE = { timeout: 20_000 };

async function open(page: Page, baseURL: string, path: string, language: 'zh-CN' | 'en-US' = 'en-US') {
  await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL }]);
  await signIn(page, admin);
  await page.goto(path);
}

/** Creates a row through the screen's form: generated values, then the ones given. */
async function createRow(page: Page, path: string, values: Record<string, string | { label: string } | { containing: string | RegExp }>) {
  const screen = screenAt(path)!;
  await page.goto(path);
  await page.getByTestId('list-create').click();
  await fillForm(page, screen, 'create', 'e2e');
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') await input(page, name).fill(value);
    else if ('label' in value) await input(page, name).selectOption({ label: value.label });
    else {
      const option = input(page, name).locator('option', { hasText: value.containing });
      await input(page, name).selectOption((await option.getAttribute('value'))!);
    }
  }
  await page.getByTestId('form-save').click();
  await expectSaved(page);
}

const lockRow = (page: Page, serial: string) => page.getByTestId(`lock-${serial}`);

async function findLock(page: Page, serial: string) {
  await page.getByTestId('lock-search').fill(serial);
  await expect(lockRow(page, serial)).toBeVisible(LIVE);
}

test('builds the estate: a lot, an area with berths, a node controller, locks and a sensor', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await open(page, baseURL!, '/ParkingInformation');
  await createRow(page, '/ParkingInformation', { name: LOT, totalSpaces: '10' });
  await createRow(page, '/YardAreaInformation', { name: AREA, lotId: { label: LOT } });

  // Three numbered berths in the area at once.
  const areas = screenAt('/YardAreaInformation')!;
  await search(page, areas, AREA);
  await rowWith(page, AREA).locator('[data-testid^="row-action-generateBerths-"]').click();
  await page.getByTestId('action-field-prefix').fill('E');
  await page.getByTestId('action-field-from').fill('1');
  await page.getByTestId('action-field-to').fill('3');
  await page.getByTestId('action-field-digits').fill('2');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, AREA)).toContainText('3');

  await createRow(page, '/NodeInformation', { serial: NODE, lotId: { label: LOT } });
  await createRow(page, '/ParkingLock', { serial: LOCK, lotId: { label: LOT }, berthId: { label: `${LOT} / E01` }, nodeId: { containing: NODE } });
  // No node controller: nobody can hear this one.
  await createRow(page, '/ParkingLock', { serial: LONELY, lotId: { label: LOT }, berthId: { label: `${LOT} / E02` } });
  await createRow(page, '/Sensor_management', { serial: SENSOR, lotId: { label: LOT }, berthId: { label: `${LOT} / E03` }, nodeId: { containing: NODE } });
  await search(page, screenAt('/Sensor_management')!, SENSOR);
  await expect(rowWith(page, SENSOR)).toHaveCount(1);
});

test('raises and lowers a lock from /ParkingLockControl: state and log follow', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await open(page, baseURL!, '/ParkingLockControl');
  await findLock(page, LOCK);
  // The simulator picks the new lock up and its node controller brings it online.
  await expect(lockRow(page, LOCK).getByTestId('lock-comm')).toHaveText('Online', LIVE);
  await lockRow(page, LOCK).click();

  await page.getByTestId('command-raiseNow').click();
  await expect(page.getByTestId('command-notice')).toContainText('Raise now: done.', LIVE);
  await expect(lockRow(page, LOCK).getByTestId('lock-flap')).toHaveText('Up');
  await expect(lockRow(page, LOCK).getByTestId('lock-run')).toHaveText('Risen with no vehicle');
  await expect(lockRow(page, LOCK).getByTestId('lock-mode')).toHaveText('Forced');
  await expect(page.getByTestId('lock-log').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('lock-log').locator('tbody td').first()).toHaveText(SHOWN_DATES['en-US'].dateTime);
  await expect(page.getByTestId('lock-log')).toContainText('Raise now');
  await expect(page.getByTestId('lock-log')).toContainText(admin.account);

  await page.getByTestId('command-lowerNormal').click();
  await expect(page.getByTestId('command-notice')).toContainText('Lower: done.', LIVE);
  await expect(lockRow(page, LOCK).getByTestId('lock-flap')).toHaveText('Down');
  await expect(lockRow(page, LOCK).getByTestId('lock-run')).toHaveText('Available');
  await expect(page.getByTestId('lock-log').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('lock-log').locator('tbody tr').first()).toContainText('Lower');
  await expect(page.getByTestId('lock-log').locator('tbody tr').first()).toContainText('Done');

  // A parameter read answers with the device's value.
  await page.getByTestId('command-readValue').click();
  await expect(page.getByTestId('command-notice')).toContainText('Read current value: done. The device answered current value 0.', LIVE);

  // Lowering a lowered lock is refused before anything travels.
  await page.getByTestId('command-lowerNormal').click();
  await expect(page.getByTestId('command-notice')).toContainText('Lower was not sent: the lock is already lowered.');
});

test('a vehicle entered by hand is departed by hand: /ManualDeparture frees the berth', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await open(page, baseURL!, '/ParkingLockControl');
  await findLock(page, LOCK);
  await lockRow(page, LOCK).click();
  await page.getByTestId('command-manualEntry').click();
  await expect(page.getByTestId('command-notice')).toContainText('Manual entry: done.', LIVE);
  await expect(lockRow(page, LOCK).getByTestId('lock-run')).toHaveText('Parked (billing)');

  // The berth is occupied now, so it is offered for a manual departure.
  const plate = `粤B${tag.slice(-5)}`;
  await createRow(page, '/ManualDeparture', { berthId: { containing: new RegExp(`${LOT}.*E01`) }, plate, reason: 'Vehicle towed' });
  await search(page, screenAt('/ManualDeparture')!, plate);
  await expect(rowWith(page, plate)).toHaveCount(1);
  await expect(rowWith(page, plate)).toContainText('Occupied');
});

for (const [language, message] of [['en-US', 'Raise now was not sent: the device is offline.'], ['zh-CN', '立即升锁未发送：设备离线。']] as const) {
  test(`refuses a command to an offline lock with the message (${language})`, async ({ page, baseURL }) => {
    await open(page, baseURL!, '/ParkingLockControl', language);
    await findLock(page, LONELY);
    await expect(lockRow(page, LONELY).getByTestId('lock-comm')).toHaveText(language === 'en-US' ? 'Offline' : '离线');
    // The table's own texts are the console's language's; a lock is chosen with the keyboard too.
    await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(language === 'en-US' ? '1–1 of 1' : '第 1 条到第 1 条，共 1 条');
    await lockRow(page, LONELY).press('Enter');
    await page.getByTestId('command-raiseNow').click();
    await expect(page.getByTestId('command-notice')).toContainText(message);
    await expect(page.getByTestId('lock-log')).toContainText(language === 'en-US' ? 'Refused' : '已拒绝');
  });
}

test('edits, exports and imports locks; a bad file changes nothing', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const screen = screenAt('/ParkingLock')!;
  const labels = labelsOf('en-US', 'parkingLock');
  await open(page, baseURL!, '/ParkingLock');
  await search(page, screen, LOCK);
  await expect(rowWith(page, LOCK)).toHaveCount(1);
  // Editing names the lock's own berth, which the picker offers no other device.
  await rowWith(page, LOCK).locator('[data-testid^="row-edit-"]').click();
  await expect(input(page, 'berthId').locator('option:checked')).toHaveText('E01');
  await page.getByTestId('form-cancel').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile((await download.path())!) as never);
  const cells = workbook.worksheets[0].getSheetValues().flat().map(String);
  expect(cells).toEqual(expect.arrayContaining([LOCK, LOT]));

  // The lot named as exports show it; the second file's lot does not exist.
  const header = [labels.fields.serial, labels.fields.lotId, labels.fields.status];
  const file = (lot: string) => Buffer.from(csvLine(header) + csvLine([IMPORTED, lot, labels.options!.status['1']]));
  const fileInput = page.getByTestId('list-import-file');
  await fileInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: file(`${LOT} (no such lot)`) });
  await expect(page.getByTestId('import-errors')).toBeVisible();
  await page.keyboard.press('Escape');
  await search(page, screen, IMPORTED);
  await expect(rowWith(page, IMPORTED)).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'locks.csv', mimeType: 'text/csv', buffer: file(LOT) });
  await search(page, screen, IMPORTED);
  await expect(rowWith(page, IMPORTED)).toHaveCount(1);
  await expect(rowWith(page, IMPORTED)).toContainText(LOT);
});

test('sends a pay station its edited base configuration; an empty box is not collected', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await open(page, baseURL!, '/PaymentInformation');
  await createRow(page, '/PaymentInformation', { serial: STATION, lotId: { label: LOT } });
  await page.goto('/PayStation_BaseConfigInfo');
  /** Reads the list again until the station's row holds all of the texts (it does not refresh by itself). */
  const rowShows = (...texts: string[]) => expect(async () => {
    await page.getByTestId('filter-serial').fill(STATION); // read-only here: not the screen's key field
    await runSearch(page);
    for (const text of texts) await expect(rowWith(page, STATION)).toContainText(text, { timeout: 1_000 });
  }).toPass(LIVE);
  // The simulator brings the new station online, and it gets its first configuration.
  await rowShows('Up to date', '¥100.00');
  await rowWith(page, STATION).locator('[data-testid^="row-edit-"]').click();
  await input(page, 'maxChange').fill('35');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await rowShows('Up to date', '¥35.00');

  // Its box is empty (the simulator takes no payments here): a collection is refused, translated.
  await page.goto('/PaymentInformation');
  await search(page, screenAt('/PaymentInformation')!, STATION);
  await rowWith(page, STATION).locator('[data-testid^="row-action-collectCash-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-error')).toHaveText('The cash box is already empty: there is nothing to collect.');
  await page.getByTestId('confirm-cancel').click();
});

test('shows the new lot in /ParkingMonitoring with its spaces', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/ParkingMonitoring');
  const row = page.getByTestId('monitoring-lots').locator('tr', { hasText: LOT });
  await expect(row).toBeVisible(LIVE);
  // Its capacity is its limit of 10 spaces (docs/decisions.md, "Occupancy"); the vehicle that stood on a berth has left.
  await expect(row.locator('td').nth(1)).toHaveText('10');
  await expect(row.getByTestId('occupied')).toHaveText('0');
  await expect(row.getByTestId('free')).toHaveText('10');
});
