// The monthly rental operation board and the customer look-up in Chromium, as the administrator,
// over the read-only cycle's estate and rental offer, made afresh for this test (support/seed-rentals.ts: four
// cards confirmed and active, one renewal paid offline waiting for finance): the board shows the
// lot's figures, each a link to its list; the look-up finds a card by its plate typed loosely, and
// refuses a text that is neither a phone nor a plate.
import { expect } from '@playwright/test';
import { plateOf, seedEstate } from './support/seed-estate';
import { seedRentals } from './support/seed-rentals';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
  await signIn(page, admin);
});

test('the board shows a lot\'s figures, and the look-up finds a card by its plate', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).toUpperCase();
  // The read-only cycle's estate (its offer allocates berths of the lot's street).
  const estate = await seedEstate(page, tag);
  const { lot } = estate;
  const { name } = lot;
  await seedRentals(page, estate);

  await page.goto('/MonthlyRentalOperation');
  await expect(page.getByTestId(`board-lot-${lot.id}`)).toContainText(name);
  const active = page.getByTestId(`board-${lot.id}-active`);
  await expect(active).toHaveText('4');
  await expect(active).toHaveAttribute('href', '/MonthlyCarRentalArchives');
  await expect(page.getByTestId(`board-${lot.id}-pendingOrders`)).toHaveText('1');

  await page.goto('/MonthlyCustomerLookup');
  const plate = plateOf(tag, 40);
  await page.getByTestId('lookup-query').fill(`${plate.slice(0, 2)} ${plate.slice(2)}`);
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-cards')).toContainText(`Customer ${tag} 0`);
  await page.getByTestId('lookup-query').fill('nobody');
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-error')).toHaveText('Type a phone number or a plate number (at most 20 characters).');
});
