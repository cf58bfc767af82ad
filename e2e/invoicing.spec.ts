// Electronic invoices in Chromium (docs/invoicing.md): a cashier picks two payments of a payer on
// /IssuingElectronicInvoices and makes one invoice of them for a company (a tax ID whose check
// character is wrong is refused first, nothing typed lost); the simulated 诺诺 platform issues it
// through the outbox, /ElectronicInvoiceIssuingRecord shows it issued and its PDF opens. A driver,
// on his phone at the exit's code, asks for his paid stay's invoice, waits on its result page and
// downloads the PDF (read back); asked again, there is nothing left to invoice.
import { expect, type Page } from '@playwright/test';
import { readPdfText } from '../backend/areas/invoicing/pdf/read-back';
import { apiCreate } from './support/api-rows';
import { EN, PHONE, setDriverPageAddress, sheetUrl } from './support/driver-page';
import { sellerFor, paidVisit } from './support/invoicing';
import { LIVE, openList } from './support/records';
import { rowWith, runSearch } from './support/screens';
import { plateOf, seedEstate } from './support/seed-estate';
import { test } from './support/special-pages';
import { admin, cashier, giveLot, signIn } from './support/users';

const tag = Date.now().toString(36).toUpperCase();

test('a cashier invoices two payments of a payer; the platform issues it and its PDF opens', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  const estate = await seedEstate(page, `I${tag}`);
  await sellerFor(page, estate.lot.id, tag);
  const plate = plateOf(tag, 81);
  await paidVisit(page, estate, plate);
  await paidVisit(page, estate, plate);
  await giveLot(page, `E2E invoicing ${tag}`, estate.lot.name, [cashier]);

  const booth: Page = await (await browser.newContext()).newPage();
  await booth.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(booth, cashier, baseURL);
  await openList(booth, '/IssuingElectronicInvoices');
  await booth.getByTestId('filter-plate').fill(plate);
  await runSearch(booth);
  await expect(rowWith(booth, plate)).toHaveCount(2, LIVE);
  for (const row of await rowWith(booth, plate).all()) await row.locator('input[type="checkbox"]').check();
  await booth.getByTestId('bulk-action-invoice').click();
  await booth.getByTestId('action-field-amount').fill('15.00');
  await booth.getByTestId('action-field-buyerKind').selectOption('company');
  await booth.getByTestId('action-field-buyerName').fill('杭州某科技有限公司');
  await booth.getByTestId('action-field-buyerTaxId').fill('91110000100018267K');
  await booth.getByTestId('action-save').click();
  await expect(booth.getByTestId('action-error')).toContainText("check character is wrong");
  await expect(booth.getByTestId('action-field-buyerName')).toHaveValue('杭州某科技有限公司');
  await booth.getByTestId('action-field-buyerTaxId').fill('91110000100018267J');
  await booth.getByTestId('action-save').click();
  await expect(booth.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(booth, plate)).toHaveCount(0, LIVE);

  // Issued by the platform (it takes a moment), its PDF in the record's dialog.
  await openList(booth, '/ElectronicInvoiceIssuingRecord');
  await booth.getByTestId('filter-buyerName').fill('杭州某科技有限公司');
  await expect(async () => {
    await runSearch(booth);
    await expect(rowWith(booth, plate)).toContainText('Issued', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rowWith(booth, plate)).toContainText('¥15.00');
  await rowWith(booth, plate).locator('[data-testid^="row-action-pdf-"]').click();
  await expect(booth.getByTestId('invoice-pdf-download')).toHaveAttribute('href', /^data:application\/pdf;base64,JVBERi/, LIVE);
});

test('a driver asks for his paid stay\'s invoice on the driver\'s page and downloads its PDF', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  const estate = await seedEstate(page, `J${tag}`);
  await sellerFor(page, estate.lot.id, `J${tag}`);
  await setDriverPageAddress(page, baseURL!, tag);
  const exitCode = await apiCreate(page, '/ParkingQRCode', { kind: 'exit', lotId: String(estate.lot.id), status: '1' }, false);
  const plate = plateOf(tag, 83);
  await paidVisit(page, estate, plate);

  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(await sheetUrl(page, '/ParkingQRCode', exitCode.id));
  await phone.getByLabel('Plate number').fill(plate);
  await phone.getByTestId('driver-invoice-open').click();
  await phone.getByLabel('Name (person or company)').fill('张三');
  await phone.getByLabel('E-mail (the invoice is sent there)').fill('zhangsan@example.com');
  await phone.getByTestId('driver-invoice-submit').click();
  await expect(phone).toHaveURL(/\/p\/invoice\/i1-/);
  await expect(phone.getByTestId('invoice-amount')).toHaveText('¥7.50');
  // The page looks again by itself while the platform issues it.
  await expect(phone.getByTestId('invoice-issued')).toBeVisible({ timeout: 30_000 });
  const number = await phone.getByTestId('invoice-number').innerText();
  expect(number).toMatch(/^\d{20}$/);
  const pdf = await phone.request.get((await phone.getByTestId('invoice-download').getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await readPdfText(await pdf.body());
  for (const shown of [number, '张三', '柒圆伍角']) expect(text).toContain(shown);
  // Asked again for the same stay: nothing left to invoice.
  await phone.goBack();
  await phone.getByLabel('Plate number').fill(plate);
  await phone.getByTestId('driver-invoice-open').click();
  await phone.getByLabel('Name (person or company)').fill('张三');
  await phone.getByTestId('driver-invoice-submit').click();
  await expect(phone.getByTestId('driver-invoice-error')).toContainText('no paid stay of this plate here to invoice');
});
