import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { holdServerSettings } from './server-settings';

export const OWNER = { username: 'admin', password: 'e2e-owner-password' };

interface Fixtures {
  /** Signs in through the API (the browser context keeps the cookie) and opens a path. */
  login: (path?: string) => Promise<void>;
  /** Fails the test when the page logs an error to the console. */
  failOnConsoleError: void;
  /** Holds the server-wide settings the test's tags name (see server-settings.ts). */
  serverSettings: void;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // A dialog that has just closed takes its history entry back off (BackClosesDialogs,
    // decision 185) with history.back() once it has left the page. A page.goto or reload the
    // test starts in that moment races that traversal: either the load is cancelled
    // (net::ERR_ABORTED), or it lands first and the traversal then takes the tab back to the
    // page before it, with the load reported as a success (seen in CI: the team spec waited
    // 4 minutes on Settings for a button of /projects). A person never types an address that
    // fast, so the test waits for the dialog's entry to be gone first; a dialog the test
    // leaves open on purpose costs it the short timeout. Loading again stays as a backstop.
    const dialogHistorySettled = () =>
      page
        .waitForFunction(
          () =>
            document.querySelector('.mantine-Modal-content[role="dialog"]') === null &&
            (window.history.state as Record<string, unknown> | null)?.sitebookDialog !== true,
          undefined,
          { timeout: 1_500 },
        )
        .catch(() => undefined);
    const again = async <T>(load: () => Promise<T>) => {
      await dialogHistorySettled();
      return load().catch((error: unknown) => {
        if (!String(error).includes('net::ERR_ABORTED')) throw error;
        return load();
      });
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => again(() => goto(url, options));
    page.reload = (options) => again(() => reload(options));
    await use(page);
  },
  login: async ({ page }, use) => {
    await use(async (path = '/') => {
      const response = await page.request.post('/api/auth/login', { data: OWNER });
      expect(response.ok(), await response.text()).toBe(true);
      await page.goto(path);
    });
  },
  serverSettings: [
    async ({ baseURL }, use, testInfo) => {
      // One folder per server, in the run's own (start-server.mjs empties it at each start).
      const folder = path.resolve(`test-results/e2e-${new URL(baseURL!).port}`, 'locks');
      const release = await holdServerSettings(testInfo.tags, folder);
      try {
        await use();
      } finally {
        release();
      }
    },
    // Its own timeout: waiting for another test to finish with a setting is not this test's time.
    { auto: true, timeout: 300_000 },
  ],
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser reports every non-OK response (such as the signed-out 401) as a
        // "Failed to load resource" error; only errors the app itself logs count.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for a toast with the given title (and message, when given). */
export async function expectToast(page: Page, title: string, message?: string) {
  // A closing toast can linger in its exit animation: match the newest one by its text.
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: message ?? title })
    .last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  if (message) await expect(toast).toContainText(message);
}
