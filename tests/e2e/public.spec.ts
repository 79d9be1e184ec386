import { expect, expectToast, test } from './fixtures';

test.describe('signed-out visitors', () => {
  test('landing page shows its navigation, hero, capabilities and contact', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByText('7+', { exact: true })).toBeVisible();
    await expect(page.getByText('50+', { exact: true })).toBeVisible();
    await expect(page.locator('footer a[href^="mailto:"]')).toBeVisible();
  });

  test('the landing page is prebuilt HTML: no app code, a working theme button, Sign In opens the form', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Built right, documented every day.',
    );
    expect(scripts.sort()).toEqual(['/landing.js', '/theme-init.js']);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  });

  test('portfolio shows stats, four sectors with highlights, skills and the calls to action', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    for (const stat of ['7+', '50+', 'PE']) {
      await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
    }
    for (const sector of [
      'Bridge Engineering',
      'Highway & Infrastructure',
      'Commercial Buildings',
      'Residential Projects',
    ]) {
      await expect(page.getByRole('heading', { name: sector })).toBeVisible();
    }
    await expect(page.locator('main img')).toHaveCount(4);
    await expect(page.locator('main li')).toHaveCount(16);
    await expect(page.getByText('Structural Analysis')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('any other signed-out path shows the landing page', async ({ page }) => {
    await page.goto('/clients');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/some/unknown/path');
    await expect(page.getByRole('link', { name: 'Learn More' })).toBeVisible();
  });

  test('login page has the form and a way back home', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the Login Failed toast with the server message', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid username or password');
  });

  test('F8 moves keyboard focus to the toast, and Enter dismisses it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid username or password');
    await page.keyboard.press('F8');
    const toast = page.locator('.mantine-Notification-root').last();
    await expect(toast.locator('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });

  test('a network failure shows Failed to connect to server', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Error', 'Failed to connect to server');
  });

  test('public pages load nothing from third parties', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto('/');
    await page.goto('/portfolio');
    await page.goto('/login');
    expect(foreign).toEqual([]);
  });
});
