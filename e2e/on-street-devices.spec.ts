// On-street devices in the browser, beyond the generic cycles (area-screens.spec.ts,
// read-only-screens.spec.ts): a lock registered behind a node controller keeps the node controller
// from being deleted, with the backend's message in the user's language (Chinese here; the
// messages' unit tests hold English to the same keys).
import { expect, test } from '@playwright/test';
import { ON_STREET_DEVICE_SCREENS } from '../lib/areas/devices/screens-on-street';
import { expectSaved, input, rowWith, search } from './support/screens';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const NODE_REFUSED = '该节点控制器下仍有车位锁或检测器，不能删除';

test('a node controller with a lock behind it is kept', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const node = ON_STREET_DEVICE_SCREENS.find((s) => s.entity === 'nodeController')!;
  const lock = ON_STREET_DEVICE_SCREENS.find((s) => s.entity === 'parkingLock')!;
  const tag = `ZH${Date.now() % 1_000_000}`;
  await page.context().addCookies([{ name: 'catc_lang', value: 'zh-CN', url: baseURL! }]);
  await signIn(page, admin);

  // A node controller in the first lot.
  await page.goto(node.path);
  await page.getByTestId('list-create').click();
  await input(page, 'serial').fill(`NC-${tag}`);
  await input(page, 'name').fill(`Gateway ${tag}`);
  const lotValue = await input(page, 'lotId').locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).find(Boolean));
  await input(page, 'lotId').selectOption(lotValue!);
  await input(page, 'ip').fill('10.1.2.3');
  await input(page, 'firmware').fill('2.10.3');
  await input(page, 'status').selectOption('1');
  await page.getByTestId('form-save').click();
  await expectSaved(page);

  // A lock behind it, in the same lot.
  await page.goto(lock.path);
  await page.getByTestId('list-create').click();
  await input(page, 'serial').fill(`PL-${tag}`);
  await input(page, 'lotId').selectOption(lotValue!);
  const nodeOption = input(page, 'nodeId').locator('option', { hasText: `NC-${tag}` });
  await expect(nodeOption).toHaveCount(1);
  await input(page, 'nodeId').selectOption((await nodeOption.getAttribute('value'))!);
  await input(page, 'firmware').fill('1.4');
  await input(page, 'status').selectOption('1');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await search(page, lock, `PL-${tag}`);
  await expect(rowWith(page, `PL-${tag}`)).toContainText(`NC-${tag}`);

  // The node controller cannot go while the lock hangs off it.
  await page.goto(node.path);
  await search(page, node, `NC-${tag}`);
  await rowWith(page, `NC-${tag}`).locator('[data-testid^="row-delete-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-error')).toContainText(NODE_REFUSED);
  await page.getByTestId('confirm-cancel').click();

  // Without the lock it can.
  await page.goto(lock.path);
  await search(page, lock, `PL-${tag}`);
  await rowWith(page, `PL-${tag}`).locator('[data-testid^="row-delete-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowWith(page, `PL-${tag}`)).toHaveCount(0);
  await page.goto(node.path);
  await search(page, node, `NC-${tag}`);
  await rowWith(page, `NC-${tag}`).locator('[data-testid^="row-delete-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowWith(page, `NC-${tag}`)).toHaveCount(0);
});
