import { expectAccessible, THEMES, useTheme } from './axe';
import { expect as baseExpect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

// A shared 2-core machine: the first paint of a lazy screen can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

// Issue 18, point 4 (decision 185): a half-written dialog survives Back and a reload, until
// it is saved or discarded. Drafts live in this browser's localStorage, so each test (its
// own browser context) starts with none.

test.describe('drafts on a phone (390 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('Add Update keeps its text across a reload and Back, until saved', async ({
    page,
    login,
  }) => {
    await login('/updates');
    const project = await createProject(page.request, 'Draft Site');
    await page.reload();
    const add = page.getByRole('button', { name: 'Add Update' });
    const dialog = page.getByRole('dialog', { name: 'Add Update' });
    const note = dialog.getByRole('textbox', { name: 'Note' });
    const text = `Poured the east footing ${Date.now()}`;

    await add.click();
    await expect(dialog.getByText('Draft restored')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Project' }).fill(project.name);
    await page.getByRole('option', { name: project.name, exact: true }).click();
    await note.fill(text);

    // A reload, then reopening: the text and the project are back, and it says so.
    await page.reload();
    await add.click();
    await expect(dialog.getByText('Draft restored')).toBeVisible();
    await expect(note).toHaveValue(text);
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);

    // Back closes the sheet; reopening finds the draft again.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/updates$/);
    await add.click();
    await expect(note).toHaveValue(text);

    // Saved: the next Add Update starts empty.
    await dialog.getByRole('button', { name: 'Add Update' }).click();
    await expectToast(page, 'Update added');
    await expect(dialog).toBeHidden();
    await add.click();
    await expect(note).toHaveValue('');
    await expect(dialog.getByText('Draft restored')).toHaveCount(0);
  });

  test('Discard draft asks once more, then starts the dialog afresh', async ({ page, login }) => {
    await login('/tasks');
    await page.getByRole('button', { name: 'Add Task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await title.fill('Order the ridge beam');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add Task' }).first().click();
    await expect(title).toHaveValue('Order the ridge beam');
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    // Not yet gone: "Keep draft" takes it back.
    await dialog.getByRole('button', { name: 'Keep draft' }).click();
    await expect(title).toHaveValue('Order the ridge beam');
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await dialog.getByRole('button', { name: 'Yes, discard' }).click();
    await expect(title).toHaveValue('');
    await expect(dialog.getByText('Draft restored')).toHaveCount(0);

    await page.reload();
    await page.getByRole('button', { name: 'Add Task' }).first().click();
    await expect(title).toHaveValue('');
  });

  test('signing out forgets the drafts on this device', async ({ page, login }) => {
    await login('/contacts');
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Half typed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')));
    await expect.poll(kept).toHaveLength(1);
    expect((await kept())[0]).toMatch(/^draft:[^:]+:contact:new$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(kept).toHaveLength(0);
  });

  for (const theme of THEMES) {
    test(`a sheet with a restored draft passes axe (${theme})`, async ({ page, login }) => {
      await useTheme(page, theme);
      await login('/updates');
      const add = page.getByRole('button', { name: 'Add Update' });
      const dialog = page.getByRole('dialog', { name: 'Add Update' });
      await add.click();
      await dialog
        .getByRole('textbox', { name: 'Note' })
        .fill('Framing crew finished the second floor walls; sheathing tomorrow.');
      await page.reload();
      await add.click();
      await expect(dialog.getByText('Draft restored')).toBeVisible();
      await expectAccessible(page, `restored draft sheet (${theme})`);
    });
  }
});
