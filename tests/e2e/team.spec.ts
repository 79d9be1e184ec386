import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, expectToast, test } from './fixtures';
import { createProject, PNG } from './update-data';

// Team accounts (issue 15): the owner invites people, the invited person joins through
// the link, and each role sees only what it may use.

// Several browsers and a server share two busy cores here: wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'field-crew-password';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface Invited {
  user: { id: string; name: string; username: string };
  inviteUrl: string;
}

/** Adds a person through the API (owner session) and returns the invitation. */
async function invite(
  request: APIRequestContext,
  person: { name: string; username: string; role: 'owner' | 'office' | 'field' },
): Promise<Invited> {
  const response = await request.post('/api/users', { data: person });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Invited;
}

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).pathname.split('/').pop()!;

/**
 * A browser of the invited person's own (no owner cookie), optionally phone-sized; it fails
 * the test on any console error, as the `page` fixture does.
 */
async function personBrowser(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Accepts an invitation through the API and signs the given context in. */
async function join(context: BrowserContext, invited: Invited) {
  const response = await context.request.post('/api/auth/accept-invitation', {
    data: { token: tokenOf(invited.inviteUrl), password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function setMembers(request: APIRequestContext, projectId: string, userIds: string[]) {
  const response = await request.put(`/api/projects/${projectId}/members`, { data: { userIds } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('team accounts', () => {
  test('the owner invites a field user, who joins on a phone, sees only their project and adds an update with a photo; the owner sees it by name in the activity log', async ({
    page,
    login,
    browser,
  }) => {
    await login('/settings');
    const own = await createProject(page.request, 'Crew Site');
    const other = await createProject(page.request, 'Office Only');
    const id = stamp();
    const name = `Sam Field ${id}`;
    const username = `sam${id}`;

    // Settings > Team: add the person; the link is shown once, with a copy button.
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: 'Add person' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('button', { name: 'Add person' }).click();
    dialog = page.getByRole('dialog', { name: `Invitation for ${name}` });
    const inviteUrl = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(inviteUrl).toMatch(/\/invite\/[^/]+$/);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = team.getByRole('listitem', { name });
    await expect(row).toContainText('Invitation pending');
    await expect(row).toContainText('Last sign-in: Never');
    await expect(row.getByLabel(`Role of ${name}`, { exact: true })).toHaveValue('Field');

    // The project card's Members dialog puts them on one project.
    await page.goto('/projects');
    await page.getByRole('button', { name: `Members of ${own.name}` }).click();
    dialog = page.getByRole('dialog', { name: `Members of ${own.name}` });
    await dialog.getByLabel('People on this project', { exact: true }).click();
    await page.getByRole('option', { name: `${name} (Field)` }).click();
    // The list stays open for more picks; a click beside it closes it.
    await dialog.getByText('Field users see only the projects').click();
    await dialog.getByRole('button', { name: 'Save members' }).click();
    await expectToast(page, 'Members saved');

    // A task assigned to them through the form.
    const taskTitle = `Set the forms ${id}`;
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Add Task' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(taskTitle);
    await dialog.getByRole('combobox', { name: 'Project' }).fill(own.name);
    await page.getByRole('option', { name: own.name, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name }).click();
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expectToast(page, 'Task created');
    await expect(page.getByTestId('task-card').filter({ hasText: taskTitle })).toContainText(name);

    // The field user opens the link on a phone and chooses a password.
    const field = await personBrowser(browser, PHONE);
    try {
      const phone = field.page;
      await phone.goto(new URL(inviteUrl).pathname);
      await expect(phone.getByRole('heading', { name: 'Join your team' })).toBeVisible();
      await expect(phone.getByTestId('invitation-greeting')).toContainText(`Hi ${name},`);
      await phone.getByRole('textbox', { name: 'New Password', exact: true }).fill(PASSWORD);
      await phone.getByRole('textbox', { name: 'Confirm New Password' }).fill('not the same');
      await phone.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(phone.getByText('New passwords do not match')).toBeVisible();
      await phone.getByRole('textbox', { name: 'Confirm New Password' }).fill(PASSWORD);
      await phone.getByRole('button', { name: 'Set password and sign in' }).click();

      // Signed in, they land on My day with their task.
      await expect(phone).toHaveURL(/\/my-day$/);
      await expect(phone.getByRole('heading', { name: 'My day', level: 1 })).toBeVisible();
      await expect(phone.getByTestId('task-card').filter({ hasText: taskTitle })).toBeVisible();
      // Creating the task added an update to their project today: a quiet line, as in the log.
      const today = phone.getByRole('region', { name: /Today's updates/ });
      await expect(today.getByTestId('task-event').filter({ hasText: taskTitle })).toHaveText(
        new RegExp(`^New task: ${taskTitle}`),
      );
      await expect(today.getByRole('article')).toHaveCount(0);
      await expectNoSidewaysScroll(phone);

      // The sidebar offers only what a field user may use.
      await phone.getByRole('button', { name: 'Toggle sidebar' }).click();
      expect(await sidebarLinks(phone)).toEqual([
        'My day',
        'Projects',
        'Tasks',
        'Updates',
        'Settings',
      ]);
      await phone
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Projects' })
        .click();
      await expect(phone.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
      const cards = phone.getByTestId('project-card');
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText(own.name);
      await expect(phone.getByText(other.name)).toHaveCount(0);
      await expect(phone.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
      await expect(phone.getByRole('button', { name: `Delete ${own.name}` })).toHaveCount(0);
      await expectNoSidewaysScroll(phone);

      // Money and contacts are not there: the address gives the 404 screen.
      await phone.goto('/invoices');
      await expect(phone.getByText('Page not found')).toBeVisible();

      // Add Update is one tap away on My day, and a finger-sized target.
      await phone.goto('/my-day');
      const add = phone.getByRole('button', { name: 'Add Update' });
      const box = await add.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await add.click();
      dialog = phone.getByRole('dialog', { name: 'Add Update' });
      // Their one project is already chosen (issue 18), and the only one offered.
      const project = dialog.getByRole('combobox', { name: 'Project' });
      await expect(project).toHaveValue(own.name);
      await project.click();
      await expect(phone.getByRole('option')).toHaveCount(1);
      await project.press('Escape');
      await expect(project).toHaveValue(own.name);
      const note = `Footings poured ${id}`;
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await dialog
        .getByLabel('Take photo')
        .setInputFiles({ name: 'footings.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Add Update' }).click();
      await expectToast(phone, 'Update added');
      const card = phone.getByRole('article').filter({ hasText: note });
      await expect(card).toContainText(`by ${name}`);
      await expect(card).toContainText('1 file(s)');
      // Their own update: they may edit and delete it, but not share it publicly.
      await expect(card.getByRole('button', { name: 'Edit update' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copy share link' })).toHaveCount(0);
      await expectNoSidewaysScroll(phone);

      // Completing their task is one tap too.
      await phone
        .getByTestId('task-card')
        .filter({ hasText: taskTitle })
        .getByRole('checkbox')
        .click();
      await expectToast(phone, 'Task updated');
      await expect(phone.getByText('Nothing is assigned to you right now.')).toBeVisible();
      expect(field.errors, 'console errors on the phone').toEqual([]);
    } finally {
      await field.context.close();
    }

    // The owner sees who wrote it: on the update card and in the project's history.
    await page.goto('/updates');
    const ownerCard = page.getByRole('article').filter({ hasText: `Footings poured ${id}` });
    await expect(ownerCard).toContainText(`by ${name}`);
    await page.goto('/projects');
    await page.getByRole('link', { name: `History of ${own.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/activity\\?projectId=${own.id}$`));
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    const entries = page.getByTestId('activity-entry');
    await expect(
      entries.filter({ hasText: `Footings poured ${id}` }).getByTestId('activity-actor'),
    ).toHaveText(name);
    // The history is the project's only: the other project's creation is not in it.
    await expect(entries.filter({ hasText: other.name })).toHaveCount(0);
    // The owner's own changes (the task, the members) are in it too...
    const actors = entries.getByTestId('activity-actor');
    await expect.poll(async () => new Set(await actors.allInnerTexts()).size).toBeGreaterThan(1);

    // ...until the person filter narrows the log to the field user.
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name }).click();
    await expect(page).toHaveURL(/userId=/);
    await expect(entries.filter({ hasText: `Footings poured ${id}` })).toBeVisible();
    expect(new Set(await actors.allInnerTexts())).toEqual(new Set([name]));
  });

  test('deactivating and reactivating ask first; a new link voids the old one', async ({
    page,
    login,
    browser,
  }) => {
    await login('/settings');
    const id = stamp();
    const name = `Pat Office ${id}`;
    const invited = await invite(page.request, { name, username: `pat${id}`, role: 'office' });
    await page.reload();
    const team = page.getByRole('region', { name: 'Team' });
    const row = team.getByRole('listitem', { name });
    await expect(row).toBeVisible();
    await expect(row.getByLabel(`Role of ${name}`, { exact: true })).toHaveValue('Office');

    // New link: asked first, then shown once; the old link answers "no longer works".
    await row.getByRole('button', { name: 'New link' }).click();
    let dialog = page.getByRole('dialog', { name: 'New invitation link' });
    await expect(dialog).toContainText('Any earlier link stops working');
    await dialog.getByRole('button', { name: 'Make new link' }).click();
    dialog = page.getByRole('dialog', { name: `Invitation for ${name}` });
    const newUrl = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(newUrl).not.toBe(invited.inviteUrl);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const office = await personBrowser(browser);
    try {
      // The replaced link says so on opening, before any password is typed.
      await office.page.goto(new URL(invited.inviteUrl).pathname);
      await expect(office.page.getByRole('alert')).toContainText('This link no longer works');
      await expect(office.page.getByRole('alert')).toContainText('replaced or withdrawn');
      await expect(
        office.page.getByRole('textbox', { name: 'New Password', exact: true }),
      ).toHaveCount(0);
      await expect(office.page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();

      // The new link works, and an office user lands on the dashboard.
      await office.page.goto(new URL(newUrl).pathname);
      await office.page.getByRole('textbox', { name: 'New Password', exact: true }).fill(PASSWORD);
      await office.page.getByRole('textbox', { name: 'Confirm New Password' }).fill(PASSWORD);
      await office.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(office.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      expect(office.errors, 'console errors').toEqual([]);
    } finally {
      await office.context.close();
    }

    // Deactivate: asked first; Cancel changes nothing.
    await page.reload();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    dialog = page.getByRole('dialog', { name: 'Deactivate person' });
    await expect(dialog).toContainText(`Deactivate ${name}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).not.toContainText('Deactivated');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate person' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, 'Person deactivated');
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: 'New link' })).toHaveCount(0);
    const outsider = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const refused = await outsider.request.post('/api/auth/login', {
      data: { username: `pat${id}`, password: PASSWORD },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('deactivated');
    await outsider.close();

    await row.getByRole('button', { name: 'Reactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate person' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expectToast(page, 'Person reactivated');
    await expect(row).not.toContainText('Deactivated');

    // Changing the role takes effect at once.
    await row.getByLabel(`Role of ${name}`, { exact: true }).click();
    await page.getByRole('option', { name: 'Field' }).click();
    await expectToast(page, 'Role changed');
    await expect(row.getByLabel(`Role of ${name}`, { exact: true })).toHaveValue('Field');
  });

  test('office sees the activity log, contacts and invoices but no team or system settings', async ({
    page,
    login,
  }) => {
    await login('/');
    const id = stamp();
    const invited = await invite(page.request, {
      name: `Olive Office ${id}`,
      username: `olive${id}`,
      role: 'office',
    });
    const project = await createProject(page.request, 'Office View');
    await page.context().clearCookies();
    await join(page.context(), invited);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await sidebarLinks(page)).toEqual([
      'Dashboard',
      'My day',
      'Contacts',
      'Projects',
      'Tasks',
      'Updates',
      // Estimates are for owner and office (decision 210).
      'Estimates',
      'Invoices',
      'Activity',
      'Settings',
    ]);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your e-mail' })).toBeVisible();
    // Settings sections (decision 181): Sharing holds only the owner's card, so it is not offered.
    await expect(
      page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab'),
    ).toHaveText(['Account', 'Business', 'E-mail', 'Data']);
    for (const [section, tab] of [
      ['account', 'Account'],
      ['business', 'Business'],
      ['email', 'E-mail'],
      ['data', 'Data'],
    ]) {
      await page.goto(`/settings/${section}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(tab!);
      await expect(page.locator('main .mantine-Card-root').first()).toBeVisible();
      for (const owners of [
        'Team',
        'E-mail (SMTP)',
        'Locale',
        'Sharing',
        'Photo uploads',
        'Business Profile',
        'Time Zone',
      ]) {
        await expect(page.getByRole('heading', { name: owners, exact: true })).toHaveCount(0);
      }
    }
    // The owner's section by address: back to their first one.
    await page.goto('/settings/sharing');
    await expect(page).toHaveURL(/\/settings$/);
    // CSV exports and the contact import are the office's too; the full archive is not.
    await page.goto('/settings/data');
    await expect(page.getByRole('link', { name: 'Export Contacts CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import contacts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download full export' })).toHaveCount(0);

    // Office manages members and reads a project's history.
    await page.goto('/projects');
    await expect(page.getByRole('button', { name: `Members of ${project.name}` })).toBeVisible();
    await page.getByRole('link', { name: `History of ${project.name}` }).click();
    await expect(page.getByTestId('activity-entry').first()).toContainText(project.name);
  });

  test('a field user keeps only their password and e-mail in Settings and sees no money', async ({
    page,
    login,
  }) => {
    await login('/');
    const id = stamp();
    const invited = await invite(page.request, {
      name: `Flo Field ${id}`,
      username: `flo${id}`,
      role: 'field',
    });
    const project = await createProject(page.request, 'Field Settings');
    await setMembers(page.request, project.id, [invited.user.id]);
    await page.context().clearCookies();
    await join(page.context(), invited);

    // Their home is My day.
    await page.goto('/');
    await expect(page).toHaveURL(/\/my-day$/);
    await expect(page.getByRole('heading', { name: 'My day', level: 1 })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const cards = page.locator('main .mantine-Card-root');
    await expect(cards).toHaveCount(2);
    const email = page.getByRole('textbox', { name: 'Your e-mail' });
    await email.fill(`flo${id}@example.com`);
    await page.getByRole('button', { name: 'Save e-mail' }).click();
    await expectToast(page, 'E-mail saved');
    await page.reload();
    await expect(email).toHaveValue(`flo${id}@example.com`);

    // No contacts, invoices or activity, even by address; the updates page offers no e-mail
    // or public link.
    for (const path of ['/clients', '/contacts', '/invoices', '/activity']) {
      await page.goto(path);
      await expect(page.getByText('Page not found'), path).toBeVisible();
    }
    await page.goto('/updates');
    await expect(page.getByRole('button', { name: 'Add Update' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share Link' })).toHaveCount(0);
  });
});
