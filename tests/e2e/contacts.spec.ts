import { expect, expectToast, test } from './fixtures';
import type { Page } from '@playwright/test';
import { createProject } from './update-data';

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('contacts', () => {
  test('adds, edits, filters, sorts and deletes a contact', async ({ page, login }) => {
    test.slow();
    const stamp = Date.now();
    const name = `Quinn ${stamp} Harlow`;
    await login('/clients');
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage your clients, vendors, and subcontractors')).toBeVisible();

    // Add: required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog).toContainText('Name is required');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('555-0142');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog).toContainText('Enter a valid email address');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`quinn${stamp}@example.com`);
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Harlow Builders');
    // Trade is offered only for non-clients.
    await expect(dialog.getByRole('combobox', { name: 'Trade' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expectToast(page, 'Contact added', 'The contact has been added successfully.');
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('contact-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText('QH', { exact: true })).toBeVisible();
    await expect(card.getByText('Client', { exact: true })).toBeVisible();
    await expect(card.getByText('0 active projects')).toBeVisible();
    await expect(card.getByRole('link', { name: `quinn${stamp}@example.com` })).toHaveAttribute(
      'href',
      `mailto:quinn${stamp}@example.com`,
    );
    await expect(card.getByRole('link', { name: '555-0142' })).toHaveAttribute(
      'href',
      'tel:5550142',
    );

    // Edit: become a Subcontractor with a trade.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await choose(page, edit, 'Type', 'Subcontractor');
    await choose(page, edit, 'Trade', 'Masonry');
    await edit.getByRole('textbox', { name: 'Position' }).fill('Foreman');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Contact updated');
    await expect(card.getByText('Subcontractor', { exact: true })).toBeVisible();
    await expect(card.getByText('Masonry', { exact: true })).toBeVisible();
    await expect(card.getByText('Foreman')).toBeVisible();

    // Filter by type and trade, then sort.
    const other = `Aaron ${stamp} Vale`;
    const created = await page.request.post('/api/clients', {
      data: {
        name: other,
        email: `aaron${stamp}@example.com`,
        phone: '555-0100',
        type: 'Vendor',
        trade: 'Concrete',
      },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const filters = page.locator('.mantine-Card-root').filter({ hasText: 'Filter & Sort' });
    await choose(page, filters, 'Trade', 'Masonry');
    await expect(page.getByTestId('contact-card').filter({ hasText: name })).toBeVisible();
    await expect(page.getByTestId('contact-card').filter({ hasText: other })).toHaveCount(0);
    await choose(page, filters, 'Type', 'Vendor');
    await expect(page.getByText('No contacts found matching your filters.')).toBeVisible();
    await choose(page, filters, 'Trade', 'All Trades');
    await expect(page.getByTestId('contact-card').filter({ hasText: other })).toBeVisible();
    await expect(page.getByTestId('contact-card').filter({ hasText: name })).toHaveCount(0);
    await choose(page, filters, 'Type', 'All Types');
    await choose(page, filters, 'Sort By', 'Trade');
    const names = await page.getByTestId('contact-card').allInnerTexts();
    const concrete = names.findIndex((text) => text.includes(other));
    const masonry = names.findIndex((text) => text.includes(name));
    expect(concrete).toBeGreaterThanOrEqual(0);
    expect(concrete).toBeLessThan(masonry);

    // Delete asks first; Cancel keeps the contact.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Contact' });
    await expect(confirm).toContainText(`Delete contact "${name}"? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Contact deleted', 'The contact has been deleted successfully.');
    await expect(card).toHaveCount(0);
  });

  test('a client with projects cannot be deleted and says why', async ({ page, login }) => {
    await login('/');
    const { clientName: name } = await createProject(page.request, 'Blocked');
    await page.goto('/clients');
    const card = page.getByTestId('contact-card').filter({ hasText: name });
    await expect(card.getByText('1 active project', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Contact' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Error', 'This contact has 1 project. Delete or reassign it first.');
    await expect(card).toBeVisible();
  });

  test('/contacts?id= opens the same screen and highlights the record', async ({ page, login }) => {
    const stamp = Date.now();
    await login('/');
    const client = await (
      await page.request.post('/api/clients', {
        data: {
          name: `Highlight Me ${stamp}`,
          email: `hl${stamp}@example.com`,
          phone: '1',
          type: 'Client',
        },
      })
    ).json();
    await page.goto(`/contacts?id=${client.id}`);
    const card = page.locator(`[data-record-id="${client.id}"]`);
    await expect(card).toHaveClass(/record-highlight/);
    await expect(card).toBeInViewport();
  });
});
