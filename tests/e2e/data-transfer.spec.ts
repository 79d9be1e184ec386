import fs from 'node:fs';
import { expect, expectToast, test } from './fixtures';

test.describe('data import and export', () => {
  test('imports contacts from a CSV through Settings and shows them', async ({ page, login }) => {
    const stamp = Date.now();
    const existing = `kept${stamp}@example.com`;
    await login('/settings/data');
    const created = await page.request.post('/api/clients', {
      data: { name: `Kept ${stamp}`, email: existing, phone: '555-0100', type: 'Client' },
    });
    expect(created.ok()).toBe(true);
    const csv = [
      'Full Name,E-mail,Mobile,Company,Kind,Trade',
      `Rosa ${stamp} Vidal,rosa${stamp}@example.com,555-0111,Vidal Roofing,Subcontractor,Roofing`,
      `Tom ${stamp} Ng,tom${stamp}@example.com,555-0112,Ng Supply,Vendor,`,
      `Kept Again,${existing.toUpperCase()},555-0113,,,`,
    ].join('\n');

    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Data import & export' });
    await card.getByRole('button', { name: 'Import contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog.getByTestId('import-file-name')).toHaveText('contacts.csv');

    // "Kind" is not a known heading: the type column is mapped by hand.
    await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(
      'Not imported',
    );
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Kind', exact: true }).click();
    await expect(dialog.getByRole('combobox', { name: 'Email', exact: true })).toHaveValue(
      'E-mail',
    );

    const table = dialog.getByRole('table', { name: 'Import preview' });
    await expect(table.getByRole('row').filter({ hasText: `Rosa ${stamp} Vidal` })).toContainText(
      'Subcontractor · Roofing',
    );
    await expect(table.getByRole('row').filter({ hasText: 'Kept Again' })).toContainText(
      'Already a contact',
    );
    await expect(dialog.getByText('2 ready')).toBeVisible();
    await expect(dialog.getByText('1 duplicate (skipped)')).toBeVisible();

    await dialog.getByRole('button', { name: 'Import 2 contacts' }).click();
    await expectToast(page, 'Contacts imported', '2 contacts added. 1 duplicate skipped.');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Contacts' }).first().click();
    const rosa = page.getByTestId('contact-card').filter({ hasText: `Rosa ${stamp} Vidal` });
    await expect(rosa).toBeVisible();
    await expect(rosa.getByText('Roofing', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('contact-card').filter({ hasText: `Tom ${stamp} Ng` }),
    ).toBeVisible();
  });

  test('refuses a file with a bad row and imports nothing', async ({ page, login }) => {
    const stamp = Date.now();
    await login('/settings/data');
    await page.getByRole('button', { name: 'Import contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Name,Email,Phone\nGood ${stamp},good${stamp}@example.com,1\nBad,nope,2\n`,
      ),
    });
    await expect(dialog.getByText('Email: Enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('1 with errors')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 1 contact' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const list = await (await page.request.get('/api/clients')).json();
    expect(JSON.stringify(list)).not.toContain(`good${stamp}@example.com`);
  });

  test('downloads a contacts CSV and the full export', async ({ page, login }) => {
    const stamp = Date.now();
    await login('/settings/data');
    await page.request.post('/api/clients', {
      data: {
        name: `Csv ${stamp}`,
        email: `csv${stamp}@example.com`,
        phone: '555',
        type: 'Client',
      },
    });
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Contacts CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^sitebook-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await csvDownload.path(), 'utf8');
    expect(text).toContain('"Name","Email","Phone","Company","Position","Type","Trade"');
    expect(text).toContain(`"Csv ${stamp}","csv${stamp}@example.com"`);

    const [archive] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download full export' }).click(),
    ]);
    expect(archive.suggestedFilename()).toMatch(/^sitebook-export-.*\.tar\.gz$/);
    const bytes = fs.readFileSync(await archive.path());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});
