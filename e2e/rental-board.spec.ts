// The monthly rental operation board and the customer look-up in Chromium, as the administrator:
// the board shows the demo's east lot with its figures, each a link to its list; the look-up finds a
// demo customer's card by his plate, and refuses a text that is neither a phone nor a plate.
import { expect } from '@playwright/test';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
  await signIn(page, admin);
});

test('the board shows a lot\'s figures, and the look-up finds a card by its plate', async ({ page }) => {
  await page.goto('/MonthlyRentalOperation');
  const lots = page.getByTestId('board-lots');
  await expect(lots).toBeVisible();
  const active = lots.locator('[data-testid$="-active"]').first();
  await expect(active).toHaveText(/^\d+$/);
  await expect(active).toHaveAttribute('href', '/MonthlyCarRentalArchives');

  await page.goto('/MonthlyCustomerLookup');
  await page.getByTestId('lookup-query').fill('浙a 7y3k5');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-cards')).toContainText('陈立');
  await page.getByTestId('lookup-query').fill('nobody');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-error')).toHaveText('Type a phone number or a plate number (at most 20 characters).');
});
