import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// The client portal (issue 16) on a 390 px phone: the owner makes a private link for
// one project, the client opens it signed out, sees only that project's client-visible
// updates and photos, asks a question, and the owner reads it.

const PHONE = { width: 390, height: 844 };
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

test.use({ viewport: PHONE });

const screenshot = (name: string) => path.resolve('docs/screenshots', name);

/** A signed-out phone browser (no owner cookie) that fails the test on console errors. */
async function clientPhone(browser: Browser, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  if (colorScheme === 'dark') {
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  }
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

async function postJson(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** An update through the multipart API, with the given visibility and no file. */
async function createNote(
  request: APIRequestContext,
  project: { id: string; name: string },
  note: string,
  visibility: 'client' | 'internal',
) {
  const response = await request.post('/api/updates', {
    multipart: { projectId: project.id, project: project.name, note, date: todayIso(), visibility },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The business needs a name for the portal's header; another spec's name is kept. */
async function businessName(request: APIRequestContext): Promise<string> {
  const current = (await (await request.get('/api/settings/business-profile')).json()) as {
    name: string;
    address: string;
    email: string;
    phone: string;
  };
  if (current.name.trim()) return current.name.trim();
  const response = await request.put('/api/settings/business-profile', {
    data: { ...current, name: 'Ridgeline Builders' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return 'Ridgeline Builders';
}

test.describe('client portal', () => {
  test(
    'the owner makes a link on a phone; the client sees only that project’s client-visible updates and photos, asks a question, and the owner reads it',
    { tag: '@business-profile' },
    async ({ page, login, browser }) => {
      // Two people in two browsers, a dozen screens: longer than one screen's minute.
      test.slow();
      await login('/');
      const request = page.request;
      const business = await businessName(request);
      const project = await createProject(request, 'Portal Lane');
      const other = await createProject(request, 'Other Yard');
      const id = stamp();
      const shownNote = `Framing inspected ${id}`;
      const internalNote = `Crew dispute about overtime ${id}`;
      const otherNote = `Other job poured ${id}`;
      const shownTask = `Install windows ${id}`;
      const hiddenTask = `Chase unpaid supplier ${id}`;
      await createUpdate(request, project, { note: shownNote, date: todayIso() });
      await createNote(request, other, otherNote, 'client');
      await postJson(request, '/api/tasks', {
        title: hiddenTask,
        projectId: project.id,
        project: project.name,
      });

      // A task the client may see by its title: the task form's Client-visible switch.
      await page.goto('/tasks');
      await page.getByRole('button', { name: 'Add Task' }).click();
      const taskForm = page.getByRole('dialog', { name: 'Add Task' });
      await taskForm.getByRole('textbox', { name: 'Title' }).fill(shownTask);
      await taskForm.getByRole('combobox', { name: 'Project' }).fill(project.name);
      await page.getByRole('option', { name: project.name }).click();
      await taskForm.getByRole('switch', { name: /Client-visible/ }).check();
      await taskForm.getByRole('button', { name: 'Add Task' }).click();
      await expect(taskForm).toBeHidden();
      const tasks = (await (await request.get(`/api/tasks?projectId=${project.id}`)).json()) as {
        id: string;
        title: string;
        clientVisible: boolean;
      }[];
      const task = tasks.find((item) => item.title === shownTask);
      expect(task?.clientVisible).toBe(true);
      const done = await request.patch(`/api/tasks/${task!.id}`, { data: { status: 'completed' } });
      expect(done.ok(), await done.text()).toBe(true);

      // An internal update, written on the phone: the dialog offers the choice plainly and
      // the card marks it.
      await page.goto('/updates');
      await page.getByRole('button', { name: 'Add Update' }).click();
      const form = page.getByRole('dialog', { name: 'Add Update' });
      await form.getByRole('combobox', { name: 'Project' }).fill(project.name);
      await page.getByRole('option', { name: project.name }).click();
      await expect(form.getByRole('radio', { name: 'Client' })).toBeChecked();
      await expect(form.getByTestId('update-visibility-hint')).toHaveCount(0);
      await form.getByText('Internal', { exact: true }).click();
      await expect(form.getByTestId('update-visibility-hint')).toContainText('only your team');
      await form.getByRole('textbox', { name: 'Note' }).fill(internalNote);
      await form.getByRole('button', { name: 'Add Update' }).click();
      await expect(form).toBeHidden();
      const internalCard = page.getByRole('article').filter({ hasText: internalNote });
      await expect(internalCard.getByTestId('internal-badge')).toHaveText('Internal');

      // The owner makes a link from the project card's Client portal.
      await page.goto('/projects');
      const card = page.getByTestId('project-card').filter({ hasText: project.name });
      await card.getByRole('button', { name: `Client portal for ${project.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('No links yet.', { exact: false })).toBeVisible();
      await dialog.getByRole('button', { name: 'New link' }).click();
      await dialog.getByRole('textbox', { name: 'Label (optional)' }).fill("Dana's phone");
      await dialog.getByRole('button', { name: 'Create link' }).click();
      const urlField = dialog.getByRole('textbox', { name: 'Project page link' });
      await expect(urlField).toHaveValue(/\/p\/[A-Za-z0-9_-]{43,}$/);
      const url = await urlField.inputValue();
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Done' }).click();
      const link = dialog.getByTestId('portal-link').filter({ hasText: "Dana's phone" });
      await expect(link).toContainText('Active');
      await expect(link).toContainText('Not viewed yet');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The client opens it signed out, on a phone.
      const client = await clientPhone(browser);
      const visitor = client.page;
      await visitor.goto(url);
      await expect(visitor.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
      await expect(visitor.getByRole('banner')).toContainText(business);
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(visitor.getByTestId('portal-progress')).toHaveText('1 of 2 tasks completed');
      await expect(visitor.getByRole('listitem').filter({ hasText: shownTask })).toHaveText(
        `${shownTask} (done)`,
      );
      const shown = visitor.getByRole('article').filter({ hasText: shownNote });
      await expect(shown).toBeVisible();
      await expect(shown.getByText('Forms set')).toBeVisible();
      // Only this project's client-visible updates and tasks: nothing internal, nothing else.
      const body = visitor.locator('body');
      await expect(body).not.toContainText(internalNote);
      await expect(body).not.toContainText(hiddenTask);
      await expect(body).not.toContainText(otherNote);
      await expect(body).not.toContainText(other.name);
      await expect(body).not.toContainText(project.address);
      await expectNoSidewaysScroll(visitor);

      // The photo opens full size on tap, and closes again.
      const thumb = shown.getByRole('button', { name: 'Open site-photo.png full size' });
      await thumb.tap();
      const viewer = visitor.getByRole('dialog', { name: 'site-photo.png' });
      await expect(viewer).toBeVisible();
      const full = viewer.getByRole('img', { name: 'site-photo.png' });
      await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await viewer.getByRole('button', { name: 'Close' }).tap();
      await expect(viewer).toBeHidden();

      // The calendar marks today; choosing it lists that day's updates.
      const today = longDate(todayIso());
      await visitor.getByRole('button', { name: `${today}, has updates` }).tap();
      await expect(visitor.getByRole('heading', { name: `Updates for ${today}` })).toBeVisible();
      await expect(visitor.getByRole('article').filter({ hasText: shownNote })).toBeVisible();
      await visitor.getByRole('button', { name: 'Show latest updates' }).tap();
      await expect(visitor.getByRole('heading', { name: 'Latest updates' })).toBeVisible();

      // Ask a question; the message is plain text, whatever it holds.
      const message = `When do the windows arrive? <img src=x onerror="window.__xss=1"> ${id}`;
      await visitor.getByRole('textbox', { name: 'Your name' }).fill('Dana Reyes');
      await visitor.getByRole('textbox', { name: 'Message' }).fill(message);
      await expect(visitor.getByText(`${message.length} / 2000 characters`)).toBeVisible();
      await visitor
        .getByRole('textbox', { name: 'E-mail for the answer (optional)' })
        .fill('dana@example.com');
      await visitor.getByRole('button', { name: 'Send question' }).tap();
      await expect(visitor.getByRole('status').filter({ hasText: 'Question sent' })).toBeVisible();
      expect(client.errors, 'console errors on the portal').toEqual([]);

      // The owner sees the question on the dashboard and reads it.
      await page.goto('/');
      const questionsCard = page.getByRole('region', { name: 'Client questions' });
      await expect(questionsCard.getByTestId('unread-questions-badge')).toContainText('unread');
      await questionsCard.getByRole('button', { name: project.name }).click();
      const inbox = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
      await expect(inbox.getByRole('tab', { name: /Questions/, selected: true })).toBeVisible();
      const question = inbox.getByTestId('client-question').filter({ hasText: id });
      await expect(question).toContainText('Dana Reyes');
      await expect(question.getByText(message, { exact: true })).toBeVisible();
      await expect(question.getByText('New', { exact: true })).toBeVisible();
      await expect(
        question.getByRole('link', { name: 'Reply to dana@example.com' }),
      ).toHaveAttribute('href', 'mailto:dana@example.com');
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await question.getByRole('button', { name: 'Mark as read' }).click();
      await expect(question.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
      await expect(question.getByText('New', { exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The project card says when the link was viewed; its history lists the visit.
      await page.goto('/projects');
      const viewed = page.getByTestId('project-card').filter({ hasText: project.name });
      await expect(viewed.getByTestId('project-portal-status')).toContainText(
        /Dana's phone: Viewed (just now|\d+ min ago)/,
      );
      await expect(viewed.getByRole('button', { name: /new question/ })).toHaveCount(0);
      await viewed.getByRole('button', { name: `Client portal for ${project.name}` }).click();
      const manage = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
      await manage.getByRole('button', { name: "History of Dana's phone" }).click();
      const views = manage.getByTestId('portal-link-views');
      await expect(views.getByRole('row')).toHaveCount(2);
      await manage.getByRole('button', { name: 'Back to links' }).click();

      if (process.env.PORTAL_SCREENSHOTS) {
        // The documentation's pictures (docs/screenshots), light and dark, 390 px wide.
        await visitor.screenshot({ path: screenshot('portal-phone.png'), fullPage: true });
        const dark = await clientPhone(browser, 'dark');
        await dark.page.goto(url);
        await expect(dark.page.getByRole('article').filter({ hasText: shownNote })).toBeVisible();
        await dark.page.screenshot({ path: screenshot('portal-phone-dark.png'), fullPage: true });
        await dark.context.close();
      }

      // Revoking asks first, and the link stops working at once.
      await manage.getByRole('button', { name: "Revoke Dana's phone" }).click();
      await expect(manage.getByRole('heading', { name: `Revoke "Dana's phone"?` })).toBeVisible();
      await manage.getByRole('button', { name: 'Revoke link' }).click();
      await expect(
        manage.getByTestId('portal-link').filter({ hasText: "Dana's phone" }),
      ).toContainText('Revoked');
      await visitor.reload();
      await expect(
        visitor.getByRole('heading', { name: 'This link is not available' }),
      ).toBeVisible();
      await expect(
        visitor.getByText('ask your contractor for a new link', { exact: false }),
      ).toBeVisible();
      await expect(visitor.locator('body')).not.toContainText(project.name);
      await client.context.close();
      // Its completed task would dim a row of the Tasks screen other specs check with axe.
      const removed = await request.delete(`/api/projects/${project.id}`);
      expect(removed.ok(), await removed.text()).toBe(true);
    },
  );

  test('a new address replaces the old one, and the owner’s own preview is not counted as a view', async ({
    page,
    login,
    browser,
  }) => {
    await login('/');
    const project = await createProject(page.request, 'Rotate Row');
    const note = `Roof sheathed ${stamp()}`;
    await createNote(page.request, project, note, 'client');
    const created = (await postJson(page.request, `/api/projects/${project.id}/portal-links`, {
      label: 'Site office',
      showInvoices: false,
    })) as { url: string; id: string };

    // The owner previews the page signed in: it renders, but no view is recorded.
    await page.goto(created.url);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: note })).toBeVisible();
    await page.goto('/projects');
    const card = page.getByTestId('project-card').filter({ hasText: project.name });
    await expect(card.getByTestId('project-portal-status')).toContainText(
      'Site office: Not viewed yet',
    );

    await card.getByRole('button', { name: `Client portal for ${project.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Client portal: ${project.name}` });
    await dialog.getByRole('button', { name: 'New address for Site office' }).click();
    await dialog.getByRole('button', { name: 'Make new address' }).click();
    const urlField = dialog.getByRole('textbox', { name: 'Project page link' });
    await expect(urlField).toHaveValue(/\/p\/[A-Za-z0-9_-]{43,}$/);
    const fresh = await urlField.inputValue();
    expect(fresh).not.toBe(created.url);
    await expect(
      dialog.getByText('The old address no longer works.', { exact: false }),
    ).toBeVisible();

    const client = await clientPhone(browser, 'dark');
    await client.page.goto(created.url);
    await expect(
      client.page.getByRole('heading', { name: 'This link is not available' }),
    ).toBeVisible();
    await client.page.goto(fresh);
    await expect(client.page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(client.page.getByRole('article').filter({ hasText: note })).toBeVisible();
    await expectNoSidewaysScroll(client.page);
    expect(client.errors, 'console errors on the portal').toEqual([]);
    await client.context.close();
  });
});
