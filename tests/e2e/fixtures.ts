import { test as base, expect, type Page } from '@playwright/test';

export const OWNER = { username: 'admin', password: 'e2e-owner-password' };

interface Fixtures {
  /** Signs in through the API (the browser context keeps the cookie) and opens a path. */
  login: (path?: string) => Promise<void>;
  /** Fails the test when the page logs an error to the console. */
  failOnConsoleError: void;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // A dialog that has just closed takes its history entry back off (BackClosesDialogs,
    // decision 185) with history.back() once it has left the page; a page.goto or reload the
    // test starts in that moment is cancelled by it (net::ERR_ABORTED; Chromium gives the
    // page's traversal the last word). A person never reloads that fast: load again.
    const again = <T>(load: () => Promise<T>) =>
      load().catch((error: unknown) => {
        if (!String(error).includes('net::ERR_ABORTED')) throw error;
        return load();
      });
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
