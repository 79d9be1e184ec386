import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, THEMES, useTheme } from './axe';
import { expect as baseExpect, expectToast, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// Issue 18: a project's page (every section, adding a task and an update there), the
// list filters kept in the address, and the quiet daily log (task events folded, and
// new tasks kept off the share page by default).

// A shared 2-core machine runs the server, the browser and other work at once.
const expect = baseExpect.configure({ timeout: 30_000 });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function createTask(
  request: APIRequestContext,
  projectId: string,
  values: Record<string, unknown>,
) {
  const response = await request.post('/api/tasks', { data: { projectId, ...values } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

async function completeTask(request: APIRequestContext, id: string) {
  const response = await request.patch(`/api/tasks/${id}`, { data: { status: 'completed' } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function settle(page: Page) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('project page', () => {
  test('brings a job together: header, every section, a task and an update added there', async ({
    page,
    login,
  }) => {
    test.slow();
    await login('/');
    const project = await createProject(page.request, 'Birch Job');
    const stamp = Date.now();
    await createTask(page.request, project.id, {
      title: `Late footing ${stamp}`,
      dueDate: daysAgo(3),
    });
    await createUpdate(page.request, project, { note: `Forms in ${stamp}`, date: today() });

    // The project's name on its card leads to its page.
    await page.goto('/projects');
    await page.getByRole('link', { name: project.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: `Client: ${project.name.replace(/^Birch Job/, 'Birch Job Client')}`,
      }),
    ).toBeVisible();
    const map = page.getByRole('link', { name: `${project.address} (open the map)` });
    await expect(map).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(project.address)}`,
    );
    await expect(page.getByTestId('project-progress')).toHaveText('0 of 1 tasks completed');
    await expect(page.getByTestId('project-overdue')).toHaveText('1 overdue');

    // Status changes right there.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On Hold' }).click();
    await expectToast(page, 'Project updated', 'Status changed to On Hold.');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('On Hold');

    // Overview: latest notes with photos, next due tasks, recent activity.
    await settle(page);
    await expect(page.getByText(`Forms in ${stamp}`).first()).toBeVisible();
    // The task is in Next due tasks; Recent activity also names it ('created task "…"').
    await expect(page.getByText(`Late footing ${stamp}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/Overdue · /).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();

    // Tasks: add one (the project is already chosen) and complete it.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/\?tab=tasks$/);
    await page.getByRole('button', { name: 'Add Task' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(taskDialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
    const title = `Set anchors ${stamp}`;
    await taskDialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await taskDialog.getByRole('button', { name: 'Add Task' }).click();
    await expectToast(page, 'Task created');
    const pending = page.getByRole('region', { name: 'Pending Tasks' });
    await pending
      .getByTestId('task-card')
      .filter({ hasText: title })
      .getByRole('checkbox', { name: `Mark "${title}" as complete` })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Completed Tasks' })
        .getByTestId('task-card')
        .filter({ hasText: title }),
    ).toBeVisible();
    await expect(page.getByTestId('project-progress')).toHaveText('1 of 2 tasks completed');

    // Daily log: add an update; the task created and completed today is one quiet line.
    await page.getByRole('tab', { name: 'Daily log' }).click();
    await page.getByRole('button', { name: 'Add Update' }).click();
    const updateDialog = page.getByRole('dialog', { name: 'Add Update' });
    await expect(updateDialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
    await updateDialog.getByRole('textbox', { name: 'Note' }).fill(`Anchors checked ${stamp}`);
    await updateDialog.getByRole('button', { name: 'Add Update' }).click();
    await expectToast(page, 'Update added');
    await expect(
      page.getByRole('article').filter({ hasText: `Anchors checked ${stamp}` }),
    ).toBeVisible();
    const folded = page.getByTestId('task-event').filter({ hasText: title });
    await expect(folded).toHaveCount(1);
    await expect(folded).toHaveText(new RegExp(`^Added and completed task: ${title}`));
    await expect(page.getByTestId('day-counts').first()).toHaveText(/2 notes, 3 task events/);
    // The task events are not cards.
    await expect(page.getByRole('article').filter({ hasText: `New task: ${title}` })).toHaveCount(
      0,
    );
    // The calendar is a choice kept in the address too.
    await page.getByText('Calendar', { exact: true }).click();
    await expect(page).toHaveURL(/view=calendar/);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Updates for / })).toBeVisible();

    // Photos: every photo, opening the viewer.
    await page.getByRole('tab', { name: 'Photos' }).click();
    await expect(page).toHaveURL(/\?tab=photos$/);
    await page.getByRole('button', { name: /Open site-photo\.png .* full size/ }).click();
    await expect(page.getByRole('dialog', { name: 'site-photo.png' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Invoices (owner and office): the totals.
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\?tab=invoices$/);
    await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('project-money')).toHaveText('Not invoiced yet');
    // Team: the members dialog.
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('button', { name: 'Manage members' }).click();
    await expect(page.getByRole('dialog', { name: `Members of ${project.name}` })).toBeVisible();
    await page.keyboard.press('Escape');
    // Portal links and the estimates slot.
    await page.getByRole('tab', { name: 'Portal links' }).click();
    await expect(page.getByRole('button', { name: 'New link' })).toBeVisible();
    await page.getByRole('tab', { name: 'Estimates' }).click();
    await expect(page.getByTestId('estimates-slot')).toBeVisible();

    // The read-only View Tasks dialog leads here.
    await page.goto('/projects');
    await page
      .getByTestId('project-card')
      .filter({ hasText: project.name })
      .getByRole('button', { name: /View Tasks/ })
      .click();
    await page.getByRole('link', { name: 'Open project page' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}\\?tab=tasks$`));

    // An unknown project is a not-found state.
    await page.goto('/projects/00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('project-not-found')).toContainText('Project not found');
  });
});

test.describe('filters kept in the address', () => {
  test('updates and tasks filters survive a reload', async ({ page, login }) => {
    test.slow();
    await login('/');
    const project = await createProject(page.request, 'Filter Job');
    const stamp = Date.now();
    await createUpdate(page.request, project, { note: `Poured slab ${stamp}`, date: today() });
    await createTask(page.request, project.id, { title: `Late ${stamp}`, dueDate: daysAgo(2) });
    await createTask(page.request, project.id, { title: `Later ${stamp}`, dueDate: null });

    await page.goto('/updates');
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: project.name, exact: true }).click();
    await page.getByText('Task events', { exact: true }).click();
    await expect(page).toHaveURL(/kind=task/);
    await expect(page).toHaveURL(new RegExp(`projectId=${project.id}`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
    await expect(page.getByTestId('task-event').filter({ hasText: `Late ${stamp}` })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: `Poured slab ${stamp}` })).toHaveCount(
      0,
    );
    await page.getByText('Notes', { exact: true }).click();
    await expect(
      page.getByRole('article').filter({ hasText: `Poured slab ${stamp}` }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await expect(page).toHaveURL(/view=calendar/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.goto(`/tasks?projectId=${project.id}`);
    await page.getByRole('combobox', { name: 'Due' }).click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await expect(page).toHaveURL(/due=overdue/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Due' })).toHaveValue('Overdue');
    const late = page.getByTestId('task-card').filter({ hasText: `Late ${stamp}` });
    await expect(late).toBeVisible();
    // Overdue in words and with an icon, not by colour alone.
    await expect(late.getByTestId('task-overdue')).toContainText('Overdue');
    await expect(page.getByTestId('task-card').filter({ hasText: `Later ${stamp}` })).toHaveCount(
      0,
    );
  });
});

test.describe('quiet daily log on the share page', () => {
  test(
    'completed tasks are shared by default, new ones are not',
    { tag: '@sharing-settings' },
    async ({ page, login }) => {
      await login('/');
      const sharing = await page.request.put('/api/settings/sharing', {
        data: { enabled: true, allUpdates: true },
      });
      expect(sharing.ok()).toBe(true);
      const project = await createProject(page.request, 'Share Job');
      const stamp = Date.now();
      const task = await createTask(page.request, project.id, {
        title: `Hang doors ${stamp}`,
        clientVisible: true,
      });
      await completeTask(page.request, task.id);
      await page.goto('/share/daily');
      await expect(page.getByText(`Completed task: Hang doors ${stamp}`)).toBeVisible();
      await expect(page.getByText(`New task: Hang doors ${stamp}`)).toHaveCount(0);
    },
  );
});

/** The documentation's pictures, only when asked for (a test run leaves the tree as it was). */
async function documentShot(page: Page, name: string) {
  if (process.env.DOC_SCREENSHOTS) {
    await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
  }
}

for (const theme of THEMES) {
  test(`project page is accessible, ${theme} theme (screenshots with DOC_SCREENSHOTS=1)`, async ({
    page,
    login,
  }) => {
    test.slow();
    await useTheme(page, theme);
    await login('/');
    const project = await createProject(page.request, 'Maple Renovation');
    const task = await createTask(page.request, project.id, {
      title: 'Frame north wall',
      dueDate: daysAgo(1),
    });
    await createTask(page.request, project.id, { title: 'Order windows', dueDate: today() });
    const done = await createTask(page.request, project.id, { title: 'Pour footings' });
    await completeTask(page.request, done.id);
    await createUpdate(page.request, project, {
      note: 'Footings poured and inspected. Forms come off tomorrow.',
      date: today(),
    });
    expect(task.id).toBeTruthy();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/projects/${project.id}`);
      await settle(page);
      await expectAccessible(page, `project page ${width} (${theme})`);
      await documentShot(page, `18-project-page-${width}-${theme}`);
      await page.goto(`/projects/${project.id}?tab=log`);
      await settle(page);
      await expectAccessible(page, `project daily log ${width} (${theme})`);
      if (width === 390) {
        await page.goto(`/updates?projectId=${project.id}`);
        await settle(page);
        await documentShot(page, `18-updates-filtered-390-${theme}`);
        await page.goto(`/tasks?projectId=${project.id}&due=week`);
        await settle(page);
        await documentShot(page, `18-tasks-filtered-390-${theme}`);
      }
    }
  });
}
