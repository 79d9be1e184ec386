import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, THEMES, useTheme } from './axe';
import { expect, expectToast, test } from './fixtures';
import { createProject, PNG } from './update-data';

// Capture with no signal (issue 19, decision 195): entries made offline are kept in
// IndexedDB, survive a reload served by the service worker, and arrive exactly once.
// The service worker must run here (the config blocks it elsewhere): without it an
// offline reload is the browser's error page.
test.use({ serviceWorkers: 'allow' });

interface ApiUpdate {
  note: string;
  attachments: { id: string; name: string }[];
}

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function updatesWithNote(request: APIRequestContext, note: string) {
  const updates = (await (await request.get('/api/updates')).json()) as ApiUpdate[];
  return updates.filter((update) => update.note === note);
}

async function tasksWithTitle(request: APIRequestContext, title: string) {
  const pending = (await (await request.get('/api/tasks?status=pending')).json()) as {
    title: string;
  }[];
  return pending.filter((task) => task.title === title);
}

/** Opens the app under the service worker's control, so its shell and screens are cached. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/**
 * Tasks as a crew member leaves it before losing the signal: the screen shown and everything
 * it asked for in (Add Task's code comes right after the screen, decision 219). The heading
 * alone can be the skeleton's; on a slow host the tests went offline with the screen's and
 * the form's code still on the way, and Add Task had nothing behind it.
 */
async function tasksLoadedOnline(page: Page) {
  await expect(page.getByRole('heading', { name: /^Pending Tasks/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

async function addUpdate(page: Page, project: string, note: string, files: string[]) {
  await page.getByRole('button', { name: 'Add Update' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Update' });
  await dialog.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByLabel('Choose files').setInputFiles(files.map(photo));
  for (const name of files) await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Update' }).click();
  await expectToast(page, 'Saved on this device');
  await expect(dialog).toBeHidden();
  // On a phone the toast covers the page's buttons until it goes (a pointer over it keeps it).
  await page.mouse.move(5, 400);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

async function addTask(page: Page, project: string, title: string) {
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Project' }).fill(project);
  await page.getByRole('option', { name: project, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(page, 'Saved on this device');
  await expect(dialog).toBeHidden();
  // On a phone the toast covers the page's buttons until it goes (a pointer over it keeps it).
  await page.mouse.move(5, 400);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('capture with no signal', () => {
  test.beforeEach(async ({ page }) => {
    // A 2-core machine shared with other runs: the service worker's first caching is slow.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('updates with photos and a task made offline survive a reload and arrive exactly once', async ({
    page,
    context,
    login,
  }) => {
    await login('/updates');
    const project = await createProject(page.request, 'Basement Run');
    const doomed = await createProject(page.request, 'Doomed Lot');
    await underServiceWorker(page);
    // The lists are loaded once online: they stay readable offline.
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: /^Pending Tasks/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/updates');
    // The app's own screen, not the page's drawn notes: on Updates the app's code starts
    // after those, which can be after the page's `load` (decision 255).
    await expect(page.getByTestId('update-filters')).toBeVisible();
    await expect(page.getByText('Loading updates...')).toBeHidden();

    const stamp = Date.now();
    const first = `Poured footings offline ${stamp}`;
    const second = `Backfilled offline ${stamp}`;
    const task = `Order rebar offline ${stamp}`;
    const refused = `Fence the lot offline ${stamp}`;

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
      'Showing the updates as of',
    );
    await addUpdate(page, project.name, first, ['footing-1.png', 'footing-2.png']);
    await addUpdate(page, project.name, second, ['backfill.png']);
    const waiting = page.getByRole('article', { name: /waiting to send/ });
    await expect(waiting).toHaveCount(2);
    await expect(waiting.filter({ hasText: first })).toContainText('Waiting to send');
    await expect(waiting.filter({ hasText: first })).toContainText('2 photos');

    // A navigation with no signal: the service worker answers with the app shell.
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Daily Task Tracker' })).toBeVisible();
    await addTask(page, project.name, task);
    await addTask(page, doomed.name, refused);
    await expect(page.getByRole('article', { name: /Task waiting to send/ })).toHaveCount(2);
    await expect(
      page.getByRole('button', { name: 'Sync: Offline, 4 waiting to send' }),
    ).toBeVisible();

    // A reload with no signal: the service worker serves the app, IndexedDB the rest.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Daily Task Tracker' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
      'Showing the tasks as of',
    );
    await expect(page.getByRole('article', { name: /Task waiting to send/ })).toHaveCount(2);
    await page.goto('/updates');
    await expect(page.getByRole('article', { name: /Update waiting to send/ })).toHaveCount(2);
    // The list last loaded online, kept on the device: its first page came with the
    // screen's frame, before the offline mode started, and was once never kept.
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText(
      'Showing the updates as of',
    );
    expect(await updatesWithNote(page.request, first)).toHaveLength(0);

    // Meanwhile the office deletes a project: that task will be refused.
    const deleted = await page.request.delete(`/api/projects/${doomed.id}`);
    expect(deleted.ok(), await deleted.text()).toBe(true);

    await context.setOffline(false);
    const indicator = page.getByRole('button', { name: 'Sync: 0 waiting to send, 1 failed' });
    await expect(indicator).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: /Update waiting to send/ })).toHaveCount(0);

    const [a] = await updatesWithNote(page.request, first);
    const [b] = await updatesWithNote(page.request, second);
    expect(await updatesWithNote(page.request, first)).toHaveLength(1);
    expect(await updatesWithNote(page.request, second)).toHaveLength(1);
    expect(a!.attachments.map((file) => file.name).sort()).toEqual([
      'footing-1.png',
      'footing-2.png',
    ]);
    expect(b!.attachments.map((file) => file.name)).toEqual(['backfill.png']);
    expect(await tasksWithTitle(page.request, task)).toHaveLength(1);
    expect(await tasksWithTitle(page.request, refused)).toHaveLength(0);
    await expect(page.getByRole('article').filter({ hasText: first })).toHaveCount(1);

    // The refused task: its message, then discarded after a confirmation.
    await indicator.click();
    const panel = page.getByRole('dialog', { name: 'Waiting to send' });
    const item = panel.getByRole('listitem', { name: `Task: ${refused}` });
    await expect(item).toContainText('projectId: no project with this id');
    await item.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this task?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(panel).toContainText('Everything has been sent.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Sync:/ })).toBeHidden();

    // Sent, nothing goes again: a later reload sends no second copy.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Project Updates' })).toBeVisible();
    expect(await updatesWithNote(page.request, first)).toHaveLength(1);
    expect(await tasksWithTitle(page.request, task)).toHaveLength(1);
  });

  test('a refused entry can be fixed and retried', async ({ page, context, login }) => {
    await login('/tasks');
    const project = await createProject(page.request, 'Fix Lane');
    await page.reload();
    await tasksLoadedOnline(page);
    await context.setOffline(true);
    const stamp = Date.now();
    // Over the server's 300-character limit: the form checks the length, so the entry is
    // changed the way a stale app would send it.
    await addTask(page, project.name, `Too long ${stamp}`);
    await page.evaluate(async () => {
      const request = indexedDB.open('sitebook-offline');
      const db = await new Promise<IDBDatabase>((resolve) => {
        request.onsuccess = () => resolve(request.result);
      });
      const store = db.transaction('outbox', 'readwrite').objectStore('outbox');
      const all = await new Promise<{ body: { json: { title: string } } }[]>((resolve) => {
        const read = store.getAll();
        read.onsuccess = () => resolve(read.result);
      });
      for (const entry of all) {
        entry.body.json.title = 'x'.repeat(301);
        store.put(entry);
      }
    });
    await context.setOffline(false);
    const indicator = page.getByRole('button', { name: 'Sync: 0 waiting to send, 1 failed' });
    await expect(indicator).toBeVisible({ timeout: 30_000 });
    await indicator.click();
    const panel = page.getByRole('dialog', { name: 'Waiting to send' });
    await expect(panel).toContainText('Title must be at most 300 characters');
    await panel.getByRole('button', { name: 'Fix and retry' }).click();
    const fixed = `Fixed title ${stamp}`;
    await panel.getByRole('textbox', { name: 'Title' }).fill(fixed);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toContainText('Everything has been sent.');
    expect(await tasksWithTitle(page.request, fixed)).toHaveLength(1);
  });

  for (const theme of THEMES) {
    test(`the sync panel is accessible (${theme})`, async ({ page, context, login }) => {
      await useTheme(page, theme);
      await login('/tasks');
      const project = await createProject(page.request, 'Axe Yard');
      await page.reload();
      await tasksLoadedOnline(page);
      await context.setOffline(true);
      await addTask(page, project.name, `Checked by axe ${Date.now()}`);
      await page.getByRole('button', { name: /^Sync: Offline/ }).click();
      const panel = page.getByRole('dialog', { name: 'Waiting to send' });
      await expect(panel).toContainText('Waiting to send');
      await expectAccessible(page, `sync panel (${theme})`, '.mantine-Drawer-content');
      await context.setOffline(false);
      await expect(panel).toContainText('Everything has been sent.', { timeout: 30_000 });
    });
  }
});
