import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// A shared 2-core machine: the first paint of a lazy screen can take longer than 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

// Issue 18, point 2: every list filters from the address, so a reload or a shared link keeps
// the filter. The Updates kind and project, and the Tasks due filter, are in project-page.spec.

const isoDay = (offset: number) => {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return day.toISOString().slice(0, 10);
};

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Projects: status, client and the last-activity sort survive a reload', async ({
  page,
  login,
}) => {
  await login('/');
  const quiet = await createProject(page.request, 'Quiet Filter');
  const busy = await createProject(page.request, 'Busy Filter');
  const held = await page.request.patch(`/api/projects/${quiet.id}`, {
    data: { name: quiet.name, clientId: quiet.clientId, status: 'On Hold' },
  });
  expect(held.ok(), await held.text()).toBe(true);
  // The older project gets the newest update: the activity sort must put it first.
  await createUpdate(page.request, quiet, { note: 'Back on site', date: isoDay(0) });

  await page.goto('/projects');
  await choose(page, 'Sort by', 'Last activity');
  await expect(page).toHaveURL(/sort=activity/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by', exact: true })).toHaveValue(
    'Last activity',
  );
  const names = page.getByTestId('project-card');
  // Other tests change projects in the same database at the same time, so only the order of
  // these two is ours to assert: the older project with the newest change comes first.
  const order = async () => {
    const texts = await names.allTextContents();
    const at = (name: string) => texts.findIndex((text) => text.includes(name));
    return { quiet: at(quiet.name), busy: at(busy.name) };
  };
  await expect
    .poll(async () => {
      const { quiet: q, busy: b } = await order();
      return q >= 0 && b >= 0 && q < b;
    })
    .toBe(true);

  await choose(page, 'Status', 'On Hold');
  await expect(page).toHaveURL(/status=On\+Hold|status=On%20Hold/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('On Hold');
  await expect(names.filter({ hasText: quiet.name })).toBeVisible();
  await expect(names.filter({ hasText: busy.name })).toHaveCount(0);

  await page.goto(`/projects?clientId=${busy.clientId}`);
  await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(
    `Busy Filter Client ${busy.name.slice('Busy Filter '.length)}`,
  );
  await expect(names).toHaveCount(1);
  await expect(names.first()).toContainText(busy.name);
});

test('Contacts: the text search (by phone or e-mail) survives a reload', async ({
  page,
  login,
}) => {
  await login('/');
  const stamp = Date.now();
  const created = await page.request.post('/api/clients', {
    data: {
      name: `Filter Contact ${stamp}`,
      email: `filter${stamp}@example.com`,
      phone: '+1 (555) 014-2277',
      type: 'Client',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/contacts');
  const search = page.getByRole('textbox', { name: 'Search contacts' });
  await search.fill('014-2277');
  await expect(page).toHaveURL(/q=014-2277/);
  await page.reload();
  await expect(search).toHaveValue('014-2277');
  const cards = page.getByTestId('contact-card');
  await expect(cards.filter({ hasText: `Filter Contact ${stamp}` })).toBeVisible();
  await expect(cards).toHaveCount(1);

  await page.goto(`/contacts?q=filter${stamp}%40example`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Filter Contact ${stamp}`);
});

test('Invoices: status and text search survive a reload', async ({ page, login }) => {
  await login('/');
  const project = await createProject(page.request, 'Invoice Filter');
  const created = await page.request.post('/api/invoices', {
    data: {
      clientId: project.clientId,
      projectId: project.id,
      date: isoDay(0),
      items: [{ description: 'Gutter repair', quantity: 1, rate: 480 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { invoiceNumber } = (await created.json()) as { invoiceNumber: string };

  await page.goto('/invoices');
  const search = page.getByRole('textbox', { name: 'Search invoices' });
  await search.fill(project.name);
  await choose(page, 'Status', 'Pending');
  await expect(page).toHaveURL(/status=Pending/);
  await page.reload();
  await expect(search).toHaveValue(project.name);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Pending');
  const cards = page.getByTestId('invoice-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(invoiceNumber);

  await choose(page, 'Status', 'Paid');
  await page.reload();
  await expect(page.getByText('No invoices match these filters.')).toBeVisible();
});

test('Updates: a date range from a shared link filters the list and stays after a reload', async ({
  page,
  login,
}) => {
  await login('/');
  const project = await createProject(page.request, 'Range Filter');
  const stamp = Date.now();
  await createUpdate(page.request, project, { note: `Old pour ${stamp}`, date: isoDay(-20) });
  await createUpdate(page.request, project, { note: `New pour ${stamp}`, date: isoDay(-1) });

  await page.goto(`/updates?projectId=${project.id}&from=${isoDay(-3)}&to=${isoDay(0)}`);
  const articles = page.getByRole('article');
  await expect(articles.filter({ hasText: `New pour ${stamp}` })).toBeVisible();
  await expect(articles.filter({ hasText: `Old pour ${stamp}` })).toHaveCount(0);
  await page.reload();
  await expect(articles.filter({ hasText: `New pour ${stamp}` })).toBeVisible();
  await expect(articles.filter({ hasText: `Old pour ${stamp}` })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(-3)}`));

  // Clearing the filters empties the address; without the dates the older note is back (the
  // project alone keeps the list short: the shared e2e database has many newer updates).
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/from=|to=|projectId=/);
  await page.goto(`/updates?projectId=${project.id}`);
  await expect(articles.filter({ hasText: `Old pour ${stamp}` })).toBeVisible();
  await expect(articles.filter({ hasText: `New pour ${stamp}` })).toBeVisible();
});
