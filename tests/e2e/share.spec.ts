import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shownImageWidth } from './image-pixels';
import { createProject, createUpdate } from './update-data';

// A past month no other spec writes to, so its calendar holds only this spec's updates.
const SHARED_DATE = '2024-02-14';

async function signedOutPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

test.describe('public share pages', () => {
  test(
    'a signed-out visitor finds the shared day in the calendar and sees its photo',
    { tag: '@sharing-settings' },
    async ({ page, login, browser, baseURL }) => {
      await login('/updates');
      const project = await createProject(page.request, 'Elm Terrace');
      const note = `Trusses set ${Date.now()}`;
      await createUpdate(page.request, project, { note, date: SHARED_DATE });

      const visitor = await signedOutPage(browser, baseURL);
      await visitor.goto('/share/daily');
      await expect(
        visitor.getByRole('heading', { name: 'Project Updates', level: 1 }),
      ).toBeVisible();
      const today = new Date().toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      await expect(visitor.getByRole('heading', { name: `Updates for ${today}` })).toBeVisible();
      const calendar = visitor.getByRole('group', { name: /\d{4}$/ });
      await expect(calendar.getByRole('button')).toHaveCount(42);
      // Monday first: the first cell is a Monday.
      const first = await calendar.getByRole('button').first().getAttribute('data-date');
      expect(new Date(`${first}T00:00:00`).getDay()).toBe(1);

      // Walk back to February 2024 with the year and month buttons.
      const now = new Date();
      for (let year = now.getFullYear(); year > 2024; year--) {
        await visitor.getByRole('button', { name: 'Previous year' }).click();
      }
      for (let month = now.getMonth(); month > 1; month--) {
        await visitor.getByRole('button', { name: 'Previous month' }).click();
      }
      for (let month = now.getMonth(); month < 1; month++) {
        await visitor.getByRole('button', { name: 'Next month' }).click();
      }
      await expect(visitor.getByRole('group', { name: 'February 2024' })).toBeVisible();
      const day = visitor.getByRole('button', { name: 'February 14, 2024, has updates' });
      await expect(day).toBeVisible();
      // Red (a shade dark enough for AA contrast, decision 082).
      await expect(day).toHaveCSS('color', /^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
      await visitor.getByRole('button', { name: 'February 13, 2024', exact: true }).click();
      await expect(visitor.getByText('No updates found for February 13, 2024')).toBeVisible();
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      await expect(
        visitor.getByRole('heading', { name: 'Updates for February 14, 2024' }),
      ).toBeVisible();
      const card = visitor.getByRole('article').filter({ hasText: note });
      await expect(card).toContainText(project.name);
      await expect(card).toContainText(project.address);
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      await expect(card.getByText('site-photo.png')).toBeVisible();
      const photo = card.getByRole('img', { name: 'site-photo.png' });
      await expect.poll(() => shownImageWidth(photo)).toBe(1);
      await visitor.context().close();
    },
  );

  test(
    'a single-update link opens on its day, and the owner can switch the daily page off',
    { tag: '@sharing-settings' },
    async ({ page, login, browser, baseURL }) => {
      await login('/settings/sharing');
      const project = await createProject(page.request, 'Fir Hollow');
      const note = `Siding started ${Date.now()}`;
      const update = await createUpdate(page.request, project, { note, date: '2024-03-05' });

      const visitor = await signedOutPage(browser, baseURL);
      await visitor.goto(`/share/update/${update.id}`);
      await expect(
        visitor.getByRole('heading', { name: 'Updates for March 5, 2024' }),
      ).toBeVisible();
      await expect(visitor.getByRole('article')).toHaveCount(1);
      await expect(visitor.getByRole('article')).toContainText(note);

      const allUpdates = page.getByRole('switch', { name: /All-updates page/ });
      await expect(allUpdates).toBeChecked();
      try {
        await allUpdates.click();
        await expect(allUpdates).not.toBeChecked();
        await visitor.goto('/share/daily');
        await expect(visitor.getByText('This link is not available')).toBeVisible();
        await visitor.goto(`/share/update/${update.id}`);
        await expect(visitor.getByRole('article')).toContainText(note);
      } finally {
        await page.request.put('/api/settings/sharing', {
          data: { enabled: true, allUpdates: true },
        });
      }
      await visitor.context().close();
    },
  );
});
