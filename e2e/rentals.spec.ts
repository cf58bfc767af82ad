// Monthly rental in Chromium, as the administrator: the monthly agreement edited and published as
// a new version (the one in force first in the form), then listed, readable, and in force; the
// same texts again cannot be published. /MonthPkgName runs in the generic create cycle.
import { expect } from '@playwright/test';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('the monthly agreement is published as a new version and read back', async ({ page }) => {
  await page.goto('/MonthlyAgreement');
  const current = page.getByTestId('agreement-current');
  await expect(current).toContainText(/In force: version \d+|No version has been published yet/);
  const before = Number(/version (\d+)/.exec((await current.textContent()) ?? '')?.[1] ?? 0);
  const publish = page.getByTestId('agreement-publish');
  // The texts in force are in the form: nothing to publish until they change.
  if (before > 0) await expect(publish).toBeDisabled();
  await page.getByTestId('agreement-zh').fill(`月卡仅限登记车辆使用（${tag}）。`);
  await page.getByTestId('agreement-en').fill(`A card is for its registered cars only (${tag}).`);
  await expect(publish).toHaveText(`Publish as version ${before + 1}`);
  await publish.click();
  await expect(page.getByTestId('agreement-published')).toHaveText(`Version ${before + 1} is in force from now.`);
  await expect(current).toContainText(`In force: version ${before + 1}`);
  await expect(publish).toBeDisabled();
  const row = page.getByTestId('agreement-versions').getByRole('row', { name: new RegExp(`^${before + 1}\\b`) });
  await row.getByRole('button', { name: 'Read' }).click();
  await expect(page.getByTestId('agreement-viewed')).toContainText(`A card is for its registered cars only (${tag}).`);
});
