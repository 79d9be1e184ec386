import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function post<T>(page: Page, url: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.describe('global search', () => {
  test('Ctrl+K finds an invoice and a contact and opens them', async ({ page, login }) => {
    await login('/');
    const stamp = `${Date.now()}`;
    const client = await post<{ id: string; name: string }>(page, '/api/clients', {
      name: `Zoë Quimby ${stamp}`,
      email: `zoe${stamp}@example.com`,
      phone: '555-0188',
      type: 'Client',
    });
    const project = await post<{ id: string }>(page, '/api/projects', {
      name: `Quimby Deck ${stamp}`,
      clientId: client.id,
    });
    const invoice = await post<{ id: string; invoiceNumber: string }>(page, '/api/invoices', {
      clientId: client.id,
      projectId: project.id,
      date: '2026-03-04',
      items: [{ description: 'Decking', quantity: 2, rate: 410.5 }],
    });

    const searchBox = page.getByRole('textbox', { name: 'Search contacts, projects, updates' });
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(searchBox).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(searchBox).toBeVisible();
    await expect(searchBox).toHaveAttribute('placeholder', 'Search contacts, projects, updates...');
    await expect(page.getByText('Type to search...')).toBeVisible();
    // Polled: the popover scales in, so its drawn width reaches 400px when the animation ends.
    const content = page.locator('.mantine-Spotlight-content');
    await expect.poll(() => content.evaluate((el) => el.getBoundingClientRect().width)).toBe(400);

    // Diacritics and case do not matter; invoice hits show the amount in dollars.
    await searchBox.fill(`zoe quimby ${stamp}`);
    const invoiceHit = page
      .getByRole('group', { name: 'Invoices' })
      .getByRole('button', { name: new RegExp(invoice.invoiceNumber) });
    const popover = page.locator('.mantine-Spotlight-content');
    await expect(popover.getByRole('group', { name: 'Contacts' })).toBeVisible();
    await expect(popover.getByRole('group', { name: 'Invoices' })).toBeVisible();
    await expect(invoiceHit).toContainText('$821.00');
    await invoiceHit.click();
    await expect(page).toHaveURL(new RegExp(`/invoices\\?id=${invoice.id}$`));
    await expect(searchBox).toBeHidden();
    await expect(page.locator(`[data-record-id="${invoice.id}"]`)).toHaveClass(/record-highlight/);

    // Reopening starts empty; the clear button empties the query.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(searchBox).toHaveValue('');
    await searchBox.fill('no-such-record-anywhere-xyz');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox).toHaveValue('');
    await expect(page.getByText('Type to search...')).toBeVisible();

    // Keyboard: arrow to the contact and press Enter.
    await searchBox.fill(`${stamp} zoe`);
    const contactHit = page.getByRole('button', { name: new RegExp(`Zoë Quimby ${stamp}`) });
    await expect(contactHit.first()).toBeVisible();
    await searchBox.press('ArrowDown');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/contacts\\?id=${client.id}$`));
    await expect(searchBox).toBeHidden();

    // A project hit opens the project's own page (issue 18), not the list.
    await page.keyboard.press('Control+k');
    await searchBox.fill(`quimby deck ${stamp}`);
    await page
      .getByRole('group', { name: 'Projects' })
      .getByRole('button', { name: new RegExp(`Quimby Deck ${stamp}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Quimby Deck ${stamp}`);
  });
});
