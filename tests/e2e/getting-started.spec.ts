import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, THEMES, useTheme } from './axe';
import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

// A first run that guides (issue 18, decision 181). Every spec shares one database, so a
// "new account" is made of what a new account lacks: this spec empties the business
// profile and shows the card again, compares every other step with the server's reading
// of the data, and puts the profile and the card back as it found them.

interface GettingStarted {
  steps: { key: string; done: boolean }[];
  dismissed: boolean;
}

const readState = async (request: APIRequestContext) =>
  (await (await request.get('/api/getting-started')).json()) as GettingStarted;
const setDismissed = async (request: APIRequestContext, dismissed: boolean) => {
  const response = await request.put('/api/settings/getting-started', { data: { dismissed } });
  expect(response.ok(), await response.text()).toBe(true);
};
const EMPTY_PROFILE = { name: '', address: '', email: '', phone: '' };

/** Opens the dashboard and waits for the checklist's answer, so "hidden" means hidden. */
async function openDashboard(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/getting-started'));
  await page.goto('/');
  await answered;
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test.describe('getting started', () => {
  // Two themes of axe, a settings round trip and a few reloads on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test(
    'a new owner sees the checklist tick, hides it, and it stays hidden',
    { tag: '@business-profile' },
    async ({ page, login }) => {
      await login('/settings');
      const card = page.getByRole('region', { name: 'Getting started' });
      const step = (key: string) => card.locator(`[data-step="${key}"]`);
      const kept = await (await page.request.get('/api/settings/business-profile')).json();
      const wasDismissed = (await readState(page.request)).dismissed;
      await page.request.put('/api/settings/business-profile', { data: EMPTY_PROFILE });
      await setDismissed(page.request, false);
      try {
        // Other specs set e-mail up and remove it at the same time, which ticks and unticks its
        // step: compare until the server's reading agrees with the card a reload shows.
        await expect(async () => {
          await openDashboard(page);
          await expect(card).toBeVisible();
          await expect(card.getByTestId('getting-started-step')).toHaveCount(6);
          const before = await readState(page.request);
          for (const { key, done } of before.steps) {
            await expect(step(key)).toHaveAttribute('data-done', String(done));
            await expect(step(key)).toContainText(done ? '(done)' : '(to do)');
          }
          const doneCount = before.steps.filter((s) => s.done).length;
          await expect(card.getByTestId('getting-started-progress')).toHaveText(
            `${doneCount} of 6 done`,
          );
        }).toPass({ timeout: 30_000 });
        for (const theme of THEMES) {
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          await openDashboard(page);
          await expect(card).toBeVisible();
          await expectAccessible(page, `dashboard with the checklist (${theme})`);
        }

        // A client and a project (made elsewhere) tick their steps when the dashboard is shown.
        await createProject(page.request, 'First Job');
        await openDashboard(page);
        await expect(step('client')).toHaveAttribute('data-done', 'true');
        await expect(step('project')).toHaveAttribute('data-done', 'true');
        await expect(step('businessProfile')).toHaveAttribute('data-done', 'false');

        // Hidden, and still hidden after a reload: the server keeps it for every device.
        await card.getByRole('button', { name: 'Hide checklist' }).click();
        await expect(card).toBeHidden();
        await openDashboard(page);
        await expect(card).toBeHidden();
        expect((await readState(page.request)).dismissed).toBe(true);

        // Shown again, its first link leads to the business profile; saving ticks the step.
        await setDismissed(page.request, false);
        await openDashboard(page);
        await card.getByRole('link', { name: 'Fill in your business profile' }).click();
        await expect(page).toHaveURL(/\/settings\/business$/);
        await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible();
        await page.getByRole('textbox', { name: 'Business name' }).fill('First Day Builders');
        await page.getByRole('textbox', { name: 'Phone' }).fill('555-0199');
        await page.getByRole('button', { name: 'Save Business Profile' }).click();
        await expectToast(page, 'Business profile saved');
        // The e-mail step may change here too: compare until a reload agrees.
        await expect(async () => {
          await openDashboard(page);
          const after = await readState(page.request);
          expect(after.steps.find((s) => s.key === 'businessProfile')?.done).toBe(true);
          if (after.steps.every((s) => s.done)) {
            // Every step done (other specs set up e-mail and portal links): it goes by itself.
            await expect(card).toBeHidden();
          } else {
            await expect(step('businessProfile')).toHaveAttribute('data-done', 'true');
            await expect(card.getByTestId('getting-started-progress')).toHaveText(
              `${after.steps.filter((s) => s.done).length} of 6 done`,
            );
          }
        }).toPass({ timeout: 30_000 });
      } finally {
        await page.request.put('/api/settings/business-profile', { data: kept });
        await setDismissed(page.request, wasDismissed);
      }
    },
  );

  for (const theme of THEMES) {
    test(`settings sections have their own addresses and survive a reload (${theme})`, async ({
      page,
      login,
    }) => {
      await useTheme(page, theme);
      await login('/settings');
      const tabs = page.getByRole('tablist', { name: 'Settings sections' });
      await expect(tabs.getByRole('tab')).toHaveText([
        'Account',
        'Business',
        'E-mail',
        'Sharing',
        'Data',
      ]);
      // /settings is the first section, under the spec's address.
      await expect(tabs.getByRole('tab', { name: 'Account', selected: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();

      const sections = [
        ['account', 'Account', 'Change Password'],
        ['business', 'Business', 'Business Profile'],
        ['email', 'E-mail', 'E-mail (SMTP)'],
        ['sharing', 'Sharing', 'Sharing'],
        ['data', 'Data', 'Data import & export'],
      ] as const;
      for (const [key, tab, heading] of sections) {
        await page.goto(`/settings/${key}`);
        for (const pass of ['opened', 'reloaded']) {
          if (pass === 'reloaded') await page.reload();
          await expect(page).toHaveURL(new RegExp(`/settings/${key}$`));
          await expect(tabs.getByRole('tab', { name: tab, selected: true })).toBeVisible();
          await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        }
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectAccessible(page, `/settings/${key} (${theme})`);
      }

      // The keyboard moves between sections, and the address follows.
      await page.goto('/settings/account');
      await tabs.getByRole('tab', { name: 'Account' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\/settings\/business$/);
      await expect(tabs.getByRole('tab', { name: 'Business', selected: true })).toBeFocused();
      // The card a section moved to is one click away from the tabs.
      await tabs.getByRole('tab', { name: 'E-mail' }).click();
      await expect(page).toHaveURL(/\/settings\/email$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/settings\/business$/);
      // An unknown section is a missing page, not an empty one.
      await page.goto('/settings/nope');
      await expect(page.getByText('Page not found')).toBeVisible();
    });
  }
});
