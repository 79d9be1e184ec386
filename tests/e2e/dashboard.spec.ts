import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

const metric = (page: Page, title: string) =>
  page.getByRole('group', { name: title }).getByTestId('metric-value');

async function ownerToday(page: Page): Promise<string> {
  return (await (await page.request.get('/api/summaries/daily')).json()).endDate;
}

test.describe('dashboard', () => {
  test('the metric cards show the true counts', async ({ page, login }) => {
    await login('/');
    const project = await createProject(page.request, 'Metrics');
    const done = await page.request.post('/api/projects', {
      data: { name: `${project.name} done`, clientId: project.clientId, status: 'Completed' },
    });
    expect(done.ok(), await done.text()).toBe(true);
    // Other specs add records at the same time: compare until a reload agrees.
    await expect(async () => {
      await page.reload();
      const projects = (await (await page.request.get('/api/projects')).json()) as {
        status: string;
      }[];
      const contacts = (await (await page.request.get('/api/clients')).json()) as unknown[];
      await expect(metric(page, 'Total Projects')).toHaveText(String(projects.length));
      await expect(metric(page, 'Active Clients')).toHaveText(String(contacts.length));
      await expect(metric(page, 'Completed')).toHaveText(
        String(projects.filter((p) => p.status === 'Completed').length),
      );
      await expect(metric(page, 'In Progress')).toHaveText(
        String(projects.filter((p) => p.status === 'In Progress').length),
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('group', { name: 'Total Projects' })).toContainText('in 30 days');
  });

  test('the summary groups today’s updates and toggles to the week', async ({ page, login }) => {
    await login('/');
    const today = await ownerToday(page);
    const project = await createProject(page.request, 'Summary');
    const note = `Poured the east footing ${Date.now()}`;
    await createUpdate(page.request, project, { note, date: today });
    await page.reload();

    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Project Updates Summary' });
    const control = card.getByRole('radiogroup', { name: 'Summary period' });
    await expect(control.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(card.getByText(project.name, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: note })).toBeVisible();
    const day = new Date(`${today}T12:00:00Z`);
    const format = (date: Date, year: boolean) =>
      date.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        ...(year ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      });
    await expect(card).toContainText(`${format(day, false)} - ${format(day, true)}`);
    await expect(card).toContainText(/\d+ updates?/);

    await control.getByText('Weekly').click();
    await expect(control.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    const weekStart = new Date(day.getTime() - 6 * 86_400_000);
    await expect(card).toContainText(`${format(weekStart, false)} - ${format(day, true)}`);
    await expect(card.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  });

  test('recent updates show the newest update with its age and project status', async ({
    page,
    login,
  }) => {
    await login('/');
    const project = await createProject(page.request, 'Recent');
    const today = await ownerToday(page);
    // Other specs add updates at the same time: five written between ours and the reload push
    // it off the list, so write a newer one until a reload shows it.
    let note = '';
    await expect(async () => {
      note = `Roof sheathing done ${Date.now()}`;
      await createUpdate(page.request, project, { note, date: today });
      await page.reload();
      await expect(page.getByTestId('recent-update').filter({ hasText: note })).toBeVisible();
    }).toPass({ timeout: 30_000 });
    const item = page.getByTestId('recent-update').filter({ hasText: note });
    await expect(item).toContainText(project.name);
    await expect(item).toContainText('Just now');
    await expect(item).toContainText('In Progress');
    const count = await page.getByTestId('recent-update').count();
    expect(count).toBeLessThanOrEqual(5);
  });

  test('the chart draws updates per week', async ({ page, login }) => {
    await login('/');
    const project = await createProject(page.request, 'Chart');
    await createUpdate(page.request, project, { note: 'Chart data', date: await ownerToday(page) });
    await page.reload();
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Updates per Week' });
    // The chart's code loads when its card comes near the screen (decision 205).
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('path.recharts-rectangle').first()).toBeVisible();
    // The legend is a list below the chart (issue 18), so it never squeezes the plot.
    await expect(card.getByRole('list', { name: 'Projects in the chart' })).toBeVisible();
  });
});
