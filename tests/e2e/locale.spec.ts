import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

const DEFAULT_LOCALE = { currency: 'USD', dateFormat: 'MMM d, yyyy' };

async function seedInvoice(page: Page) {
  const project = await createProject(page.request, 'Locale');
  const invoice = await page.request.post('/api/invoices', {
    data: {
      clientId: project.clientId,
      projectId: project.id,
      date: '2026-03-04',
      items: [
        { description: 'Framing labor', quantity: 3, rate: 19.99 },
        { description: 'Site visit', quantity: 1, rate: 0.1 },
      ],
    },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  return {
    clientName: project.clientName,
    ...((await invoice.json()) as { invoiceNumber: string }),
  };
}

test.describe('locale', () => {
  test('switching to EUR and dd/MM/yyyy shows on the invoices screen and in the PDF', async ({
    page,
    login,
  }) => {
    await login('/settings/business');
    const { clientName, invoiceNumber } = await seedInvoice(page);
    try {
      const card = page.getByTestId('locale-card');
      await expect(card.getByRole('heading', { name: 'Locale' })).toBeVisible();
      const currency = card.getByRole('combobox', { name: 'Currency' });
      await expect(currency).toHaveValue('USD - US Dollar');
      await currency.click();
      await currency.fill('EUR');
      await page.getByRole('option', { name: 'EUR - Euro' }).click();
      await expect(card).toContainText('Example: €1,234.56');
      await card.getByRole('combobox', { name: 'Date format' }).click();
      await page.getByRole('option', { name: '05/03/2026 (dd/MM/yyyy)' }).click();
      await card.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Locale saved', 'Amounts in EUR, dates like 05/03/2026.');

      const saved = await page.request.get('/api/settings/locale');
      expect(await saved.json()).toMatchObject({ currency: 'EUR', dateFormat: 'dd/MM/yyyy' });
      // The locale stays EUR until the PDF is read: the server renders the PDF (decision 171)
      // in the saved locale. This spec runs in its own phase (playwright.config.ts), so no
      // other spec sees EUR meanwhile.

      await page.getByRole('link', { name: 'Invoices' }).first().click();
      await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
      const invoice = page.getByTestId('invoice-card').filter({ hasText: clientName });
      await expect(invoice).toContainText('€60.07');
      await expect(invoice).toContainText('04/03/2026');
      await expect(invoice).not.toContainText('$');

      const downloadPromise = page.waitForEvent('download');
      await invoice.getByRole('button', { name: 'Export PDF' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
      // The server PDF (decision 171) embeds its font: its text is read back with pdftotext.
      const pdf = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
      expect(pdf).toContain('04/03/2026');
      expect(pdf).toContain('€60.07');
      expect(pdf).toContain('€19.99');
      expect(pdf).not.toContain('$60.07');
    } finally {
      await page.request.put('/api/settings/locale', { data: DEFAULT_LOCALE });
    }
  });
});
