import { expectAccessible, THEMES, useTheme } from './axe';
import { expect as baseExpect, test } from './fixtures';

// A shared 2-core machine: the first paint of a lazy screen can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());
import { createProject } from './update-data';

// Issue 18, point 4: a phone on site. The Updates screen keeps Add Update under the thumb,
// every dialog is a full-screen sheet, and Back closes a dialog instead of leaving the page.

test.describe('a phone on site (390 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  for (const theme of THEMES) {
    test(`Updates keeps one sticky Add Update at the bottom of the screen (${theme})`, async ({
      page,
      login,
    }) => {
      await useTheme(page, theme);
      await login('/updates');
      await createProject(page.request, `Sticky ${theme}`);
      await page.reload();
      const add = page.getByRole('button', { name: 'Add Update' });
      // One Add Update at this width: the header's is hidden, the sticky bar holds it.
      await expect(add).toHaveCount(1);
      const bar = page.getByRole('region', { name: 'Quick actions' });
      await expect(bar).toBeVisible();
      const box = await add.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.y + box!.height).toBeGreaterThan(844 - 80);
      // Still there after scrolling the list.
      await page.mouse.wheel(0, 2000);
      await expect(add).toBeInViewport();
      await expectAccessible(page, `phone updates (${theme})`);
      await page.screenshot({ path: `docs/screenshots/18-phone-updates-390-${theme}.png` });
    });
  }

  test('a dialog is a full-screen sheet, and Back closes it without leaving the page', async ({
    page,
    login,
  }) => {
    await login('/updates');
    await page.getByRole('button', { name: 'Add Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Update' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    const sheet = await dialog.boundingBox();
    expect(sheet!.width).toBeGreaterThanOrEqual(389);
    expect(sheet!.height).toBeGreaterThanOrEqual(843);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/updates$/);
    await expect(page.getByRole('heading', { name: 'Project Updates' })).toBeVisible();

    // Closed another way (Cancel), its history entry goes too: Back then leaves the page.
    await page.goto('/contacts');
    await page.goto('/updates');
    await page.getByRole('button', { name: 'Add Update' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('the same sheet for other dialogs (Add Contact), through the one shared rule', async ({
    page,
    login,
  }) => {
    await login('/contacts');
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    const sheet = await dialog.boundingBox();
    expect(sheet!.width).toBeGreaterThanOrEqual(389);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contacts$/);
  });
});
