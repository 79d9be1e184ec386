import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

async function createClient(page: Page, name: string) {
  const response = await page.request.post('/api/clients', {
    data: { name, email: 'owner@example.com', phone: '555-0100', type: 'Client' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test.describe('projects', () => {
  test('adds a project for a client, edits it and opens its tasks dialog', async ({
    page,
    login,
  }) => {
    test.slow();
    const stamp = Date.now();
    await login('/');
    const client = await createClient(page, `Rowan Client ${stamp}`);
    const name = `Cedar House ${stamp}`;
    await page.goto('/projects');
    await expect(page.getByText('Track all your construction projects')).toBeVisible();

    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(dialog).toContainText('Name is required');
    await expect(dialog).toContainText('Client is required');
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Client' }).fill(client.name);
    await page.getByRole('option', { name: client.name }).click();
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Planning');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('4 Cedar Lane');
    await dialog.getByRole('textbox', { name: 'Start Date' }).fill('2026-03-01');
    await dialog.getByRole('textbox', { name: 'End Date' }).fill('2026-02-01');
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(dialog).toContainText('End date must be on or after the start date');
    await dialog.getByRole('textbox', { name: 'End Date' }).fill('2026-04-30');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Two-storey timber frame');
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project added', 'The project has been added successfully.');

    const card = page.getByTestId('project-card').filter({ hasText: name });
    await expect(card).toContainText(client.name);
    await expect(card).toContainText('4 Cedar Lane');
    await expect(card).toContainText('Mar 1, 2026 - Apr 30, 2026');
    await expect(card).toContainText('Two-storey timber frame');
    await expect(card).toContainText('Planning');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Project updated');
    await expect(card).toContainText('In Progress');

    // Tasks of this project, pending and completed.
    const projects = (await (await page.request.get('/api/projects')).json()) as {
      id: string;
      name: string;
    }[];
    const project = projects.find((p) => p.name === name)!;
    await page.request.post('/api/tasks', {
      data: {
        title: 'Set out footings',
        projectId: project.id,
        dueDate: '2026-03-05',
        checklist: JSON.stringify([{ text: 'Check pegs', completed: false }]),
      },
    });
    const done = await (
      await page.request.post('/api/tasks', {
        data: { title: 'Order timber', projectId: project.id, description: 'Glulam beams' },
      })
    ).json();
    await page.request.patch(`/api/tasks/${done.id}`, { data: { status: 'completed' } });
    await page.reload();
    await card.getByRole('button', { name: 'View Tasks' }).click();
    const tasks = page.getByRole('dialog', { name: `${name} - All Tasks` });
    await expect(tasks).toContainText(client.name);
    await expect(tasks).toContainText('4 Cedar Lane');
    await expect(tasks).toContainText('In Progress');
    await expect(tasks).toContainText('Pending Tasks (1)');
    await expect(tasks).toContainText('Completed Tasks (1)');
    const pending = tasks.getByTestId('project-task').filter({ hasText: 'Set out footings' });
    await expect(pending).toContainText('Check pegs');
    await expect(pending).toContainText('Due Mar 5, 2026');
    const completed = tasks.getByTestId('project-task').filter({ hasText: 'Order timber' });
    await expect(completed).toContainText('Glulam beams');
    await expect(completed).toContainText(/Completed \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    await page.keyboard.press('Escape');
    await expect(tasks).toBeHidden();

    // Delete names what goes with it, then removes it all.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Project' });
    await expect(confirm).toContainText(`Delete project "${name}"? This action cannot be undone.`);
    await expect(confirm.getByTestId('project-dependents')).toHaveText(
      'Its 2 tasks and 3 updates will be deleted too.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted', 'The project has been deleted successfully.');
    await expect(card).toHaveCount(0);
    const left = (await (await page.request.get('/api/tasks')).json()) as { projectId: string }[];
    expect(left.filter((t) => t.projectId === project.id)).toEqual([]);
  });

  test('a new project without tasks shows the empty texts', async ({ page, login }) => {
    await login('/');
    const project = await createProject(page.request, 'Quiet Site');
    await page.goto(`/projects?id=${project.id}`);
    const card = page.locator(`[data-record-id="${project.id}"]`);
    await expect(card).toHaveClass(/record-highlight/);
    await card.getByRole('button', { name: 'View Tasks' }).click();
    const tasks = page.getByRole('dialog', { name: `${project.name} - All Tasks` });
    await expect(tasks).toContainText('Pending Tasks (0)');
    await expect(tasks).toContainText('No pending tasks');
    await expect(tasks).toContainText('Completed Tasks (0)');
    await expect(tasks).toContainText('No completed tasks');
  });

  test('a long list shows 24 cards and Show more; a linked project is shown wherever it is', async ({
    page,
    login,
  }) => {
    test.slow();
    await login('/');
    const stamp = Date.now();
    const client = await createClient(page, `Many Jobs Client ${stamp}`);
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const response = await page.request.post('/api/projects', {
        data: { name: `Job ${index} ${stamp}`, clientId: client.id, status: 'Completed' },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const cards = page.getByTestId('project-card');

    // Newest first: the first six made are past the first 24.
    await page.goto(`/projects?clientId=${client.id}`);
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText(`Job 29 ${stamp}`);
    await page.getByRole('button', { name: 'Show more (6 more)' }).click();
    await expect(cards).toHaveCount(30);
    await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);

    // A link to the oldest (from search, say) shows the list down to it, highlighted.
    await page.goto(`/projects?clientId=${client.id}&id=${ids[0]}`);
    await expect(page.locator(`[data-record-id="${ids[0]}"]`)).toHaveClass(/record-highlight/);
    await expect(cards).toHaveCount(30);

    // A card's dialog opens, closes and gives the focus back to the button that opened it.
    const oldest = cards.filter({ hasText: `Job 0 ${stamp}` });
    const daily = oldest.getByRole('button', { name: `Daily log reports for Job 0 ${stamp}` });
    await daily.click();
    await page.getByRole('menuitem', { name: 'Delay days' }).click();
    const delays = page.getByRole('dialog', { name: `Delay days: Job 0 ${stamp}` });
    await expect(delays).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(delays).toBeHidden();
    await expect(daily).toBeFocused();
  });
});
