import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { createProject } from './update-data';

// A shared 2-core machine: a dialog's code can take a while to arrive.
const expect = baseExpect.configure({ timeout: 20_000 });

// The pages' Content-Security-Policy lets only the app's own scripts run, with no `eval`.
// A blocked attempt is not an error the console shows (a library may try and fall back),
// but the browser reports it as a violation: none may happen, on any screen or form. Zod's
// probe for `new Function` did on every screen that parses with it (decision 257).

declare global {
  interface Window {
    __violations: string[];
  }
}

const COLLECT_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + (event.blockedURI || '(inline)'));
  });
`;

async function expectNoViolation(page: Page, where: string) {
  expect(await page.evaluate(() => window.__violations), where).toEqual([]);
}

async function openAndClose(page: Page, button: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('no screen or form breaks the page’s content security policy', async ({ page, login }) => {
  test.setTimeout(120_000);
  await page.addInitScript(COLLECT_VIOLATIONS);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoViolation(page, 'landing page');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoViolation(page, 'login page');

  await login('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoViolation(page, 'dashboard');
  for (const [screen, button] of [
    ['/updates', 'Add Update'],
    ['/tasks', 'Add Task'],
    ['/invoices', 'Create Invoice'],
    ['/contacts', 'Add Contact'],
  ] as const) {
    await page.goto(screen);
    await openAndClose(page, button);
    await expectNoViolation(page, screen);
  }
  for (const screen of ['/projects', '/settings']) {
    await page.goto(screen);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolation(page, screen);
  }
});

test('a client’s portal page breaks no content security policy either', async ({
  page,
  login,
  browser,
}) => {
  await login('/');
  const project = await createProject(page.request, 'Policy Row');
  const created = await page.request.post(`/api/projects/${project.id}/portal-links`, {
    data: { label: 'Policy check', showInvoices: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { url } = (await created.json()) as { url: string };

  const client = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
  });
  try {
    const portal = await client.newPage();
    await portal.addInitScript(COLLECT_VIOLATIONS);
    await portal.goto(url);
    await expect(portal.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await portal.waitForLoadState('networkidle');
    await expectNoViolation(portal, 'client portal');
  } finally {
    await client.close();
  }
});
