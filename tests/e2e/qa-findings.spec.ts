import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { THEMES, useTheme } from './axe';
import { expect as baseExpect, expectToast, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// Issue 18, the QA pass after it: the dashboard chart on a phone, one invoice status, project
// card titles at 1280 px, the portal dialog at 390 px, a task's checklist, and a field user's
// one project chosen for them.

// A shared 2-core machine runs the server, the browser and other work at once.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

for (const theme of THEMES) {
  test(`the dashboard chart keeps a readable plot at 390 px, ${theme} theme`, async ({
    page,
    login,
  }) => {
    test.slow();
    await useTheme(page, theme);
    await page.setViewportSize(PHONE);
    await login('/');
    // Many projects with updates this week: a long legend, which used to squash the plot.
    for (let i = 0; i < 6; i += 1) {
      const project = await createProject(page.request, `Chart Job ${i}`);
      await createUpdate(page.request, project, { note: `Chart ${i}`, date: daysAgo(0) });
    }
    await page.reload();
    const chart = page.getByTestId('activity-chart');
    await chart.scrollIntoViewIfNeeded();
    const grid = chart.locator('.recharts-cartesian-grid');
    await expect(grid).toBeVisible();
    expect((await box(grid)).height).toBeGreaterThanOrEqual(150);
    // The legend sits below the chart, not inside it.
    const legend = page.getByTestId('activity-legend');
    expect((await box(legend)).y).toBeGreaterThanOrEqual(
      (await box(chart)).y + (await box(chart)).height - 1,
    );
  });
}

async function fetchJson<T>(
  request: APIRequestContext,
  method: 'post',
  url: string,
  data: unknown,
) {
  const response = await request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('a partly paid invoice card shows one status: Partially paid, no Pending beside it', async ({
  page,
  login,
}) => {
  await login('/');
  const project = await createProject(page.request, 'Status Job');
  const invoice = await fetchJson<{ id: string; invoiceNumber: string }>(
    page.request,
    'post',
    '/api/invoices',
    {
      clientId: project.clientId,
      projectId: project.id,
      date: daysAgo(2),
      items: [{ description: 'Framing', quantity: 1, rate: 900 }],
    },
  );
  await fetchJson(page.request, 'post', `/api/invoices/${invoice.id}/payments`, {
    amount: 30_000,
    date: daysAgo(1),
    method: 'check',
  });
  await page.goto(`/invoices?id=${invoice.id}`);
  const card = page.locator(`[data-record-id="${invoice.id}"]`);
  await expect(card.getByTestId('invoice-state')).toHaveText('Partially paid');
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);
});

test('project card titles get the card width: two lines at most, the badge below', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login('/');
  const project = await createProject(
    page.request,
    'Harbourview Terrace Phase II Structural Retrofit and Seismic Upgrade',
  );
  await page.goto(`/projects?id=${project.id}`);
  const card = page.locator(`[data-record-id="${project.id}"]`);
  const title = card.getByRole('link', { name: project.name, exact: true });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('title', project.name);
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const titleBox = await box(title);
  expect(titleBox.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  const badge = card.getByText('In Progress', { exact: true });
  expect((await box(badge)).y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
});

test('the portal dialog gives its description the full width at 390 px', async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  await login('/');
  const project = await createProject(page.request, 'Portal Width');
  await page.goto(`/projects?id=${project.id}`);
  const card = page.locator(`[data-record-id="${project.id}"]`);
  await card.getByRole('button', { name: `Client portal for ${project.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
  const intro = dialog.getByTestId('portal-links-intro');
  await expect(intro).toBeVisible();
  expect((await box(intro)).width).toBeGreaterThanOrEqual(300);
  const button = dialog.getByRole('button', { name: 'New link' });
  expect((await box(button)).y).toBeGreaterThan((await box(intro)).y);
});

async function openTaskCard(page: Page, id: string) {
  await page.goto(`/tasks?id=${id}`);
  return page.locator(`[data-record-id="${id}"]`);
}

test("a task's checklist ticks on its card, and completing asks to tick what is open", async ({
  page,
  login,
}) => {
  await login('/');
  const project = await createProject(page.request, 'Checklist Job');
  const title = `Pour slab ${Date.now()}`;
  const items = ['Forms set', 'Rebar tied', 'Inspection passed'];
  const task = await fetchJson<{ id: string }>(page.request, 'post', '/api/tasks', {
    title,
    projectId: project.id,
    checklist: JSON.stringify(items.map((text) => ({ text, completed: false }))),
  });
  let card = await openTaskCard(page, task.id);
  await expect(card).toContainText('Checklist 0/3');
  // Saved at once; the box shows the saved state.
  await card.getByRole('checkbox', { name: 'Forms set' }).click();
  await expect(card).toContainText('Checklist 1/3');
  await expect(card.getByRole('checkbox', { name: 'Forms set' })).toBeChecked();

  await card.getByRole('checkbox', { name: `Mark "${title}" as complete` }).click();
  const ask = page.getByRole('dialog', { name: 'Complete task' });
  await expect(ask).toContainText('still has 2 open checklist items');
  await ask.getByRole('button', { name: 'Tick all and complete' }).click();
  await expectToast(page, 'Task updated', 'Task marked as complete and added to project updates.');
  card = await openTaskCard(page, task.id);
  await expect(card).toContainText('Checklist 3/3');
  await expect(card.getByRole('checkbox', { name: `Mark "${title}" as pending` })).toBeChecked();
});

test('a field user on one project finds it chosen in Add Update, with the one date picker', async ({
  page,
  login,
  browser,
}) => {
  test.slow();
  await login('/');
  const project = await createProject(page.request, 'Field One');
  const username = `field${Date.now()}`;
  const invited = await fetchJson<{ user: { id: string }; inviteUrl: string }>(
    page.request,
    'post',
    '/api/users',
    { name: 'Field Crew', username, role: 'field' },
  );
  const members = await page.request.put(`/api/projects/${project.id}/members`, {
    data: { userIds: [invited.user.id] },
  });
  expect(members.ok(), await members.text()).toBe(true);

  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
  });
  try {
    const accepted = await context.request.post('/api/auth/accept-invitation', {
      data: {
        token: new URL(invited.inviteUrl).pathname.split('/').pop(),
        password: 'field-crew-password',
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const field = await context.newPage();
    await field.goto('/updates');
    await field.getByRole('button', { name: 'Add Update' }).first().click();
    const dialog = field.getByRole('dialog', { name: 'Add Update' });
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
    // The shared date picker (a text field in the business's format), not the browser's own.
    const date = dialog.getByRole('textbox', { name: 'Date' });
    await expect(date).toBeVisible();
    await expect(date).not.toHaveAttribute('type', 'date');
  } finally {
    await context.close();
  }
});
