import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible as expectAccessibleOnce, THEMES, useTheme } from './axe';
import { expect, test } from './fixtures';
import { createProject, PNG } from './update-data';

// Every screen, in both themes and with data on it, must have no serious or
// critical WCAG 2.1 A/AA violation; every main dialog must too, and must be
// operable with the keyboard alone.

/** Soft: one run reports every screen's problems, and still fails the test. */
const expectAccessible = (page: Page, label: string, include?: string) =>
  expectAccessibleOnce(page, label, include, { soft: true });

/** A client, project, task, update (with a photo) and invoice, so no screen is empty. */
async function seedData(request: APIRequestContext) {
  const project = await createProject(request, 'Access Row');
  const stamp = Date.now();
  const task = await request.post('/api/tasks', {
    data: { title: `Check ramps ${stamp}`, projectId: project.id, project: project.name },
  });
  expect(task.ok(), await task.text()).toBe(true);
  const update = await request.post('/api/updates', {
    multipart: {
      projectId: project.id,
      project: project.name,
      note: `Ramp poured ${stamp}`,
      date: new Date().toISOString().slice(0, 10),
      checklist: JSON.stringify([{ text: 'Handrails', completed: false }]),
      file: { name: 'ramp.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const projects = (await (await request.get('/api/projects')).json()) as {
    id: string;
    clientId: string;
  }[];
  const clientId = projects.find((item) => item.id === project.id)!.clientId;
  const invoice = await request.post('/api/invoices', {
    data: {
      clientId,
      projectId: project.id,
      date: '2026-03-04',
      items: [{ description: 'Ramp', quantity: 2, rate: 150 }],
    },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const sharing = await request.put('/api/settings/sharing', {
    data: { enabled: true, allUpdates: true },
  });
  expect(sharing.ok()).toBe(true);
}

const SCREENS = [
  '/',
  '/clients',
  '/projects',
  '/tasks',
  '/updates',
  '/invoices',
  '/settings',
  // Team accounts (issue 15).
  '/my-day',
  '/activity',
];

const DIALOGS = [
  { path: '/clients', button: 'Add Contact', dialog: 'Add Contact' },
  { path: '/projects', button: 'Add Project', dialog: 'Add Project' },
  { path: '/tasks', button: 'Add Task', dialog: 'Add Task' },
  { path: '/updates', button: 'Add Update', dialog: 'Add Update' },
  { path: '/invoices', button: 'Create Invoice', dialog: 'Create Invoice' },
  { path: '/settings', button: 'Add person', dialog: 'Add person' },
];

async function settle(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

// Each screen is loaded and scanned in turn (about 10 s apiece on a 2-core CI machine), and
// the lists grow with every issue: 11 screens and 12 dialogs no longer fit in two minutes.
test.describe.configure({ timeout: 240_000 });

for (const theme of THEMES) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('public pages', async ({ page, login, context }) => {
      await login('/settings');
      await seedData(page.request);
      await context.clearCookies();
      for (const path of ['/', '/portfolio', '/login', '/share/daily', '/invite/a11y-check']) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectAccessible(page, `${path} (${theme})`);
      }
    });

    test('signed-in screens with data', async ({ page, login }) => {
      await login('/');
      await seedData(page.request);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settle(page);
        await expectAccessible(page, `${path} (${theme})`);
      }
      await page.goto('/updates');
      await page.getByRole('tab', { name: 'Calendar View' }).click();
      await settle(page);
      await expectAccessible(page, `/updates calendar (${theme})`);
      await page.goto('/no-such-screen');
      await expect(page.getByText('404')).toBeVisible();
      await expectAccessible(page, `404 (${theme})`);
    });

    test('main dialogs and search', async ({ page, login }) => {
      await login('/');
      await seedData(page.request);
      for (const item of DIALOGS) {
        await page.goto(item.path);
        await settle(page);
        await page.getByRole('button', { name: item.button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: item.dialog });
        await expect(dialog).toBeVisible();
        await settle(page);
        await expectAccessible(page, `${item.dialog} dialog (${theme})`);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('textbox').last().fill('Access Row');
      await settle(page);
      await expectAccessible(page, `search (${theme})`);
    });
  });
}

test.describe('team accounts, both themes', () => {
  for (const theme of THEMES) {
    test(`team dialogs and a field user's screens (${theme})`, async ({ page, login }) => {
      await useTheme(page, theme);
      await login('/settings');
      const project = await createProject(page.request, 'Access Team');
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const name = `Ari Field ${stamp}`;

      // Add person, then its one-time invitation link.
      await settle(page);
      await page.getByRole('button', { name: 'Add person' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add person' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await dialog.getByRole('textbox', { name: 'Username' }).fill(`ari${stamp}`);
      await dialog.getByRole('button', { name: 'Add person' }).click();
      dialog = page.getByRole('dialog', { name: `Invitation for ${name}` });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `invitation link dialog (${theme})`);
      const inviteUrl = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expectAccessible(page, `settings with the team (${theme})`);

      // A project's Members dialog.
      await page.goto('/projects');
      await settle(page);
      await page.getByRole('button', { name: `Members of ${project.name}` }).click();
      dialog = page.getByRole('dialog', { name: `Members of ${project.name}` });
      await expect(dialog.getByRole('button', { name: 'Save members' })).toBeVisible();
      await expectAccessible(page, `members dialog (${theme})`);
      await page.keyboard.press('Escape');

      // The field user: the invitation page, then My day with an assigned task.
      const users = (await (await page.request.get('/api/users')).json()) as {
        id: string;
        name: string;
      }[];
      const fieldId = users.find((user) => user.name === name)!.id;
      const members = await page.request.put(`/api/projects/${project.id}/members`, {
        data: { userIds: [fieldId] },
      });
      expect(members.ok(), await members.text()).toBe(true);
      const task = await page.request.post('/api/tasks', {
        data: { title: `Check rails ${stamp}`, projectId: project.id, assigneeId: fieldId },
      });
      expect(task.ok(), await task.text()).toBe(true);
      await page.context().clearCookies();
      // The signed-in app, finding its session gone, may send itself to the landing page
      // while we go to the invitation; that aborts our navigation, so go again until it lands.
      await expect(async () => {
        await page.goto(new URL(inviteUrl).pathname);
        await expect(
          page.getByRole('textbox', { name: 'New Password', exact: true }),
        ).toBeVisible();
      }).toPass({ timeout: 30_000 });
      await page
        .getByRole('textbox', { name: 'New Password', exact: true })
        .fill('field-a11y-password');
      await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('field-a11y-password');
      await expectAccessible(page, `invitation page filled (${theme})`);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(page.getByRole('heading', { name: 'My day', level: 1 })).toBeVisible();
      await settle(page);
      await expect(
        page.getByTestId('task-card').filter({ hasText: `Check rails ${stamp}` }),
      ).toBeVisible();
      // The welcome toast is checked as it shows (its close button's name, its message's
      // contrast), then left to close by itself before the screen under it is checked.
      const welcome = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome' });
      await expect(welcome).toBeVisible();
      await expectAccessible(page, `welcome toast on My day (${theme})`);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, {
        timeout: 20_000,
      });
      await expectAccessible(page, `field My day (${theme})`);
      for (const path of ['/projects', '/tasks', '/updates', '/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settle(page);
        await expectAccessible(page, `field ${path} (${theme})`);
      }
    });
  }
});

test.describe('keyboard', () => {
  test('each main dialog opens from the keyboard, keeps focus inside, closes on Escape and returns focus', async ({
    page,
    login,
  }) => {
    await login('/');
    for (const item of DIALOGS) {
      await page.goto(item.path);
      await settle(page);
      const opener = page.getByRole('button', { name: item.button, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: item.dialog });
      await expect(dialog).toBeVisible();
      const focusInDialog = () =>
        dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(focusInDialog).toBe(true);
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(), `${item.dialog}: Tab ${step + 1}`).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
      // Escape may first close an open dropdown inside the dialog; the dialog follows.
      await page.keyboard.press('Escape');
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener, `${item.dialog}: focus returns`).toBeFocused();
    }
  });

  test('a dialog slides in unless the device asks for less motion, then it appears at once', async ({
    page,
    login,
  }) => {
    await login('/tasks');
    await settle(page);
    const transitionOfAddTask = async () => {
      await page.getByRole('button', { name: 'Add Task', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Task' });
      await expect(dialog).toBeVisible();
      const duration = await dialog.evaluate(
        (element) => getComputedStyle(element).transitionDuration,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return duration;
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transitionOfAddTask()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transitionOfAddTask()).toBe('0s');
  });

  test('search opens with Ctrl+K and Escape returns focus', async ({ page, login }) => {
    await login('/projects');
    await settle(page);
    const opener = page.getByRole('button', { name: 'Search' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox').last();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox').last()).toBeFocused();
    await page.keyboard.press('Escape');
  });
});

test.describe('getting paid, both themes', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const theme of THEMES) {
    test(`invoice dialogs, filters, tax rates and what is owed (${theme})`, async ({
      page,
      login,
    }) => {
      await useTheme(page, theme);
      await login('/');
      // A taxed, overdue, partly paid invoice, so every new part has something to show.
      const project = await createProject(page.request, 'Access Paid');
      const rate = await page.request.post('/api/tax-rates', {
        data: { name: `Access tax ${Date.now()}`, rate: 600 },
      });
      expect(rate.ok(), await rate.text()).toBe(true);
      const created = await page.request.post('/api/invoices', {
        data: {
          clientId: project.clientId,
          projectId: project.id,
          date: '2026-01-05',
          termsDays: 14,
          items: [
            {
              description: 'Ramp',
              quantity: 2,
              rate: 150,
              taxRateIds: [((await rate.json()) as { id: string }).id],
            },
          ],
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const invoice = (await created.json()) as { id: string; invoiceNumber: string };
      const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
        data: { amount: 5_000, date: '2026-01-06', method: 'check', reference: 'A11y 1' },
      });
      expect(paid.ok(), await paid.text()).toBe(true);

      await page.goto(`/invoices?id=${invoice.id}`);
      await settle(page);
      await expect(page.getByTestId('invoice-summary')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `/invoices with payments (${theme})`);
      const card = page.locator(`[data-record-id="${invoice.id}"]`);
      const more = card.getByRole('button', {
        name: `More actions for invoice ${invoice.invoiceNumber}`,
      });
      await more.click();
      await expect(page.getByRole('menuitem', { name: 'Record payment' })).toBeVisible();
      await expectAccessible(page, `invoice actions menu (${theme})`);
      for (const [item, name] of [
        ['Record payment', `Record payment for invoice ${invoice.invoiceNumber}`],
        ['Send invoice', `Send invoice ${invoice.invoiceNumber}`],
        ['Payments and history', `Invoice ${invoice.invoiceNumber}: payments and history`],
      ] as const) {
        if (!(await page.getByRole('menuitem', { name: item }).isVisible())) await more.click();
        await page.getByRole('menuitem', { name: item }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await settle(page);
        await expect(dialog.getByRole('button').first()).toBeVisible();
        await expectAccessible(page, `${item} dialog (${theme})`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto('/settings/business');
      await settle(page);
      await expect(page.getByTestId('tax-rate-row').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('invoicing-settings-card')).toBeVisible();
      await expectAccessible(page, `/settings tax rates and reminders (${theme})`);

      await page.goto('/');
      await settle(page);
      await expect(page.getByTestId('oldest-unpaid')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `dashboard owed to you (${theme})`);
    });
  }
});

test.describe('client portal, both themes', () => {
  /**
   * A project with a client-visible update (photo), an invoice, a link that shows invoices
   * and a question asked through it: every part of the portal has something to show.
   */
  async function seedPortal(request: APIRequestContext) {
    const project = await createProject(request, 'Access Portal');
    const update = await request.post('/api/updates', {
      multipart: {
        projectId: project.id,
        project: project.name,
        note: `Ramp handrails fixed ${Date.now()}`,
        date: new Date().toISOString().slice(0, 10),
        checklist: JSON.stringify([{ text: 'Handrails', completed: true }]),
        file: { name: 'ramp.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(update.ok(), await update.text()).toBe(true);
    const invoice = await request.post('/api/invoices', {
      data: {
        clientId: project.clientId,
        projectId: project.id,
        date: '2026-03-04',
        items: [{ description: 'Ramp', quantity: 1, rate: 400 }],
      },
    });
    expect(invoice.ok(), await invoice.text()).toBe(true);
    const link = await request.post(`/api/projects/${project.id}/portal-links`, {
      data: { label: 'Access client', showInvoices: true },
    });
    expect(link.status(), await link.text()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    const token = new URL(url).pathname.split('/').pop()!;
    const asked = await request.post(`/api/portal/${token}/questions`, {
      data: { name: 'Dana Reyes', message: 'Is the ramp ready for the inspection?' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    return { project, url };
  }

  for (const theme of THEMES) {
    test(`the owner's Client portal dialog, each step (${theme})`, async ({ page, login }) => {
      await useTheme(page, theme);
      await login('/');
      const { project } = await seedPortal(page.request);
      await page.goto('/projects');
      await settle(page);
      await page.getByRole('button', { name: `Client portal for ${project.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
      await expect(dialog.getByTestId('portal-link')).toBeVisible();
      await expectAccessible(page, `client portal links (${theme})`);
      await dialog.getByRole('button', { name: 'New link' }).click();
      await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();
      await expectAccessible(page, `new portal link form (${theme})`);
      await dialog.getByRole('button', { name: 'Create link' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Project page link' })).toBeVisible();
      await expectAccessible(page, `portal link shown once (${theme})`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.getByRole('tab', { name: /Questions/ }).click();
      await expect(dialog.getByTestId('client-question')).toBeVisible();
      await expectAccessible(page, `client questions (${theme})`);
    });

    test(`the client's portal page, its photo viewer and a dead link (${theme})`, async ({
      page,
      login,
      context,
    }) => {
      await useTheme(page, theme);
      await login('/');
      const { project, url } = await seedPortal(page.request);
      await context.clearCookies();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
      await expect(page.getByTestId('portal-invoice')).toBeVisible();
      await settle(page);
      await expectAccessible(page, `portal page (${theme})`);
      await page.getByRole('button', { name: 'Open ramp.png full size' }).click();
      await expect(page.getByRole('dialog', { name: 'ramp.png' })).toBeVisible();
      await expectAccessible(page, `portal photo viewer (${theme})`);
      await page.keyboard.press('Escape');
      await page.goto('/p/no-such-link');
      await expect(page.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
      await expectAccessible(page, `portal link not available (${theme})`);
    });
  }
});
