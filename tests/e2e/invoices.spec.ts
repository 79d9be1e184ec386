import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

async function seedClientAndProject(page: Page, label: string) {
  const project = await createProject(page.request, label);
  return { client: { id: project.clientId, name: project.clientName }, project };
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('invoices', () => {
  test('creates an invoice with two lines, exports its PDF, marks it paid and deletes it', async ({
    page,
    login,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await login('/invoices');
    const { client, project } = await seedClientAndProject(page, 'Invoice');
    const other = await seedClientAndProject(page, 'Other Invoice');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Invoice' });

    // Required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog).toContainText('Client is required');
    await expect(dialog).toContainText('Description is required');

    // Client first; the project list holds only that client's projects.
    await expect(dialog.getByRole('combobox', { name: 'Project', exact: true })).toBeDisabled();
    await choose(page, dialog, 'Client', client.name);
    await dialog.getByRole('combobox', { name: 'Project', exact: true }).click();
    await expect(page.getByRole('option', { name: other.project.name })).toHaveCount(0);
    await page.getByRole('option', { name: project.name, exact: true }).click();

    // One default line (quantity 1, rate 0) that cannot be removed.
    const lines = dialog.getByTestId('line-item');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: /Remove line/ })).toHaveCount(0);
    await lines.nth(0).getByRole('textbox', { name: 'Description' }).fill('Framing labor');
    await lines.nth(0).getByRole('textbox', { name: 'Quantity' }).fill('3');
    await lines.nth(0).getByRole('textbox', { name: 'Rate ($)' }).fill('19.99');
    await dialog.getByRole('button', { name: 'Add Line Item' }).click();
    await expect(lines).toHaveCount(2);
    await lines.nth(1).getByRole('textbox', { name: 'Description' }).fill('Site visit');
    await lines.nth(1).getByRole('textbox', { name: 'Rate ($)' }).fill('0.1');
    await expect(dialog).toContainText('Total: $60.07');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await expectToast(page, 'Invoice created', 'The invoice has been created successfully.');
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('invoice-card').filter({ hasText: client.name });
    await expect(card).toContainText(project.name);
    await expect(card).toContainText('$60.07');
    await expect(card).toContainText('Pending');
    const number = (await card.locator('p').first().textContent())!.trim();
    expect(number).toMatch(/^INV-\d{3,}$/);

    // The form is blank again the next time it opens.
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(dialog.getByTestId('line-item')).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The PDF library is fetched only when a PDF is exported.
    expect(scripts.filter((url) => /jspdf|invoice-pdf/.test(url))).toEqual([]);
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const pdfFile = await download.path();
    const pdf = fs.readFileSync(pdfFile, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The server PDF (decision 171) embeds its font, so its text is read back with pdftotext.
    // A long name wraps in its column: compare with the line breaks made spaces.
    const pdfText = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    for (const text of ['INVOICE', number, client.name, project.name, '$60.07', 'Pending']) {
      expect(pdfText, text).toContain(text);
    }
    expect(scripts.some((url) => /jspdf|invoice-pdf/.test(url))).toBe(true);

    // Both ask first: one records a payment of the balance, the other removes it.
    await card.getByRole('button', { name: 'Mark as paid' }).click();
    let ask = page.getByRole('dialog', { name: 'Mark as paid' });
    await expect(ask).toContainText(`Mark invoice ${number} as paid?`);
    await expect(ask).toContainText('This records a payment of $60.07 dated today');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Mark as paid' }).click();
    await ask.getByRole('button', { name: 'Mark as paid' }).click();
    await expectToast(page, 'Invoice marked as paid');
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit invoice ${number}` })).toHaveCount(0);
    await card.getByRole('button', { name: 'Mark as pending' }).click();
    ask = page.getByRole('dialog', { name: 'Mark as pending' });
    await expect(ask).toContainText('is owed again');
    await ask.getByRole('button', { name: 'Mark as pending' }).click();
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Delete invoice ${number}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete invoice' });
    await expect(confirm).toContainText(`Delete invoice ${number}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Invoice deleted', 'The invoice has been deleted successfully.');
    await expect(card).toHaveCount(0);
  });

  test('edits a pending invoice and opens one named by ?id=', async ({ page, login }) => {
    await login('/');
    const { client, project } = await seedClientAndProject(page, 'Invoice');
    const created = await page.request.post('/api/invoices', {
      data: {
        clientId: client.id,
        projectId: project.id,
        date: '2026-03-04',
        items: [{ description: 'Survey', quantity: 1, rate: 100 }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const invoice = (await created.json()) as { id: string; invoiceNumber: string };

    await page.goto(`/invoices?id=${invoice.id}`);
    const card = page.locator(`[data-record-id="${invoice.id}"]`);
    await expect(card).toHaveClass(/record-highlight/);
    await expect(card).toBeInViewport();

    await card.getByRole('button', { name: `Edit invoice ${invoice.invoiceNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Invoice ${invoice.invoiceNumber}` });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('4');
    await expect(dialog).toContainText('Total: $400.00');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Invoice updated');
    await expect(card).toContainText('$400.00');
  });
});
