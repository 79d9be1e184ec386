import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

test.describe('daily task tracker', () => {
  test('adds a task with a checklist, completes it and logs the update', async ({
    page,
    login,
  }) => {
    test.slow();
    const stamp = Date.now();
    await login('/');
    const project = await createProject(page.request, 'Harbor Deck');
    const title = `Pour footings ${stamp}`;
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Daily Task Tracker', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage daily tasks and track progress by project')).toBeVisible();

    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toContainText('Title is required');
    await expect(dialog).toContainText('Project is required');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Project' }).fill(project.name);
    await page.getByRole('option', { name: project.name }).click();
    await dialog.getByRole('textbox', { name: 'Due Date' }).fill('2026-03-05');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('North wall first');
    // The editor keeps one row and offers removal only when there are more.
    await expect(dialog.getByRole('button', { name: /Remove checklist item/ })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Checklist item 1' }).fill('Rebar tied');
    await dialog.getByRole('checkbox', { name: 'Checklist item 1 done' }).check();
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('textbox', { name: 'Checklist item 2' }).fill('Inspection booked');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByRole('button', { name: /Remove checklist item/ })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expectToast(
      page,
      'Task created',
      'The task has been added and an update has been created.',
    );

    const pending = page.getByRole('region', { name: 'Pending Tasks' });
    const completed = page.getByRole('region', { name: 'Completed Tasks' });
    const card = page.getByTestId('task-card').filter({ hasText: title });
    await expect(pending.getByTestId('task-card').filter({ hasText: title })).toBeVisible();
    await expect(card).toContainText(project.name);
    await expect(card).toContainText('Mar 5, 2026');
    await expect(card).toContainText(project.address);
    await expect(card).toContainText('Checklist 1/2');
    await expect(card).toContainText('Inspection booked');

    await card.getByRole('checkbox', { name: `Mark "${title}" as complete` }).click();
    // One item is still open: completing asks whether to tick it (issue 18); this time not.
    const ask = page.getByRole('dialog', { name: 'Complete task' });
    await expect(ask).toContainText('still has 1 open checklist item');
    await ask.getByRole('button', { name: 'Complete, leave open' }).click();
    await expectToast(
      page,
      'Task updated',
      'Task marked as complete and added to project updates.',
    );
    const done = completed.getByTestId('task-card').filter({ hasText: title });
    await expect(done).toBeVisible();
    await expect(done).toContainText(/Completed \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    await expect(pending.getByTestId('task-card').filter({ hasText: title })).toHaveCount(0);
    await expect(completed.getByRole('heading')).toHaveText(/Completed Tasks \(\d+\)/);

    const updates = (await (await page.request.get('/api/updates')).json()) as {
      projectId: string;
      note: string;
    }[];
    const notes = updates.filter((u) => u.projectId === project.id).map((u) => u.note);
    expect(notes).toContain(`New task: ${title} (checklist 1/2 done)`);
    expect(notes).toContain(`Completed task: ${title} (checklist 1/2 done)`);

    // Back to pending clears the completion.
    await done.getByRole('checkbox', { name: `Mark "${title}" as pending` }).click();
    await expectToast(page, 'Task updated', 'The task has been updated successfully.');
    await expect(pending.getByTestId('task-card').filter({ hasText: title })).toBeVisible();
  });

  test('edits and deletes a task', async ({ page, login }) => {
    const stamp = Date.now();
    await login('/');
    const project = await createProject(page.request, 'Harbor Deck');
    const task = await (
      await page.request.post('/api/tasks', {
        data: { title: `Frame walls ${stamp}`, projectId: project.id, project: project.name },
      })
    ).json();
    await page.goto(`/tasks?id=${task.id}`);
    const card = page.locator(`[data-record-id="${task.id}"]`);
    await expect(card).toHaveClass(/record-highlight/);

    await card.getByRole('button', { name: `Edit Frame walls ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(
      `Frame walls ${stamp}`,
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Frame east walls ${stamp}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Task updated', 'The task has been updated successfully.');
    await expect(card).toContainText(`Frame east walls ${stamp}`);

    await card.getByRole('button', { name: `Delete Frame east walls ${stamp}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Task' });
    await expect(confirm).toContainText(
      `Delete task "Frame east walls ${stamp}"? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Task deleted', 'The task has been deleted successfully.');
    await expect(card).toHaveCount(0);
  });
});
