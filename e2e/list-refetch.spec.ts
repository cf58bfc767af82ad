// A list read again (a search, a refresh after a change) keeps the rows it shows usable: a click on
// a row's button in that moment opens its dialog. The grid's loading overlay used to cover the rows
// then and swallow the click (docs/decisions.md "Reduced motion and lists read again").
import { expect, test } from '@playwright/test';
import { admin, signIn } from './support/users';

/** How long each list call is held back: the search below reads the list for that long. */
const SLOW_LIST_MS = 1_500;

test('a click on a row\'s button while its list is read again opens the dialog', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/ParkingInformation');
  const edit = page.locator('[data-testid^="row-edit-"]').first();
  await expect(edit).toBeVisible();
  await page.route('**/api/screen', async (route) => {
    if (JSON.parse(route.request().postData() ?? '{}').action === 'list') await new Promise((r) => setTimeout(r, SLOW_LIST_MS));
    await route.continue();
  });
  // The actions column is the grid's last: scrolled to, as a person does.
  await edit.scrollIntoViewIfNeeded();
  const box = (await edit.boundingBox())!;
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('list-refetching')).toBeVisible();
  // A person's click at the button, as it lands (Playwright's own click would wait for the list).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('form-save')).toBeVisible();
});
