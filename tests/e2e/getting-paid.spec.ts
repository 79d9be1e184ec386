import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../api/helpers/mail-catcher';
import { expect as baseExpect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

// Issue 17, from the browser: taxes kept in Settings, an invoice with a taxed line, sent by
// e-mail to a real SMTP server, partly paid, its balance on the card, its PDF from the server,
// the project's money and the dashboard's "Owed to you".

// A server, browsers and other engineers' runs share two cores: wait longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

let smtp: MailCatcher;
test.beforeAll(async () => {
  smtp = await startMailCatcher();
});
test.afterAll(() => smtp.close());

async function useTestMailServer(page: Page) {
  const saved = await page.request.put('/api/settings/mail', {
    data: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'office@sitebook.test' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the card's "More actions" menu and picks an item. */
async function cardAction(page: Page, card: Locator, number: string, item: string) {
  await card.getByRole('button', { name: `More actions for invoice ${number}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('getting paid', () => {
  test(
    'creates an invoice with taxes, sends it, records a partial payment and sees what is owed',
    { tag: '@mail-settings' },
    async ({ page, login }) => {
      await login('/settings/business');
      await useTestMailServer(page);
      const project = await createProject(page.request, 'Paid');
      const clientEmail = (
        (await (await page.request.get('/api/clients')).json()) as { id: string; email: string }[]
      ).find((contact) => contact.id === project.clientId)!.email;
      const stamp = Date.now();
      const taxName = `Sales tax ${stamp}`;

      // Settings > Tax rates: add one.
      await page.reload();
      const taxCard = page.getByTestId('tax-rates-card');
      await taxCard.getByRole('textbox', { name: 'Tax name' }).fill(taxName);
      await taxCard.getByRole('textbox', { name: 'Rate (%)' }).fill('8.25');
      await taxCard.getByRole('button', { name: 'Add tax rate' }).click();
      await expectToast(page, 'Tax rate added', `${taxName} (8.25%)`);
      const taxRow = taxCard.getByTestId('tax-rate-row').filter({ hasText: taxName });
      await expect(taxRow).toContainText('8.25%');
      await expect(taxRow).toContainText('Active');

      // Create Invoice: an old date and 30-day terms, so it is overdue; one taxed line. The list
      // is newest first and other specs add invoices to the same database, so a 2020 invoice is
      // pages down: the search keeps the list to this project's.
      await page.goto(`/invoices?q=${encodeURIComponent(project.name)}`);
      await page.getByRole('button', { name: 'Create Invoice' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
      await choose(page, dialog, 'Client', project.clientName);
      await choose(page, dialog, 'Project', project.name);
      const date = dialog.getByRole('textbox', { name: 'Date' });
      await date.fill('2020-01-15');
      await date.press('Tab');
      await expect(date).toHaveValue('Jan 15, 2020');
      await dialog.getByRole('textbox', { name: 'Payment terms (days)' }).fill('30');
      await expect(dialog.getByTestId('invoice-form-due')).toHaveText('Due Feb 14, 2020');
      const line = dialog.getByTestId('line-item');
      await line.getByRole('textbox', { name: 'Description' }).fill('Deck framing');
      await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await line.getByRole('textbox', { name: 'Rate ($)' }).fill('400');
      await line.getByRole('combobox', { name: 'Taxes' }).click();
      await page.getByRole('option', { name: `${taxName} (8.25%)` }).click();
      await page.keyboard.press('Escape');
      // 80000 cents x 8.25% = 6600 cents.
      await expect(dialog).toContainText('Subtotal: $800.00');
      await expect(dialog).toContainText(`${taxName} (8.25%): $66.00`);
      await expect(dialog).toContainText('Total: $866.00');
      await dialog.getByRole('button', { name: 'Create Invoice' }).click();
      await expectToast(page, 'Invoice created', 'The invoice has been created successfully.');
      await expect(dialog).toBeHidden();

      const card = page.getByTestId('invoice-card').filter({ hasText: project.clientName });
      await expect(card).toContainText('$866.00');
      await expect(card).toContainText('Pending');
      await expect(card.getByTestId('invoice-state')).toHaveText('Issued');
      await expect(card.getByTestId('invoice-due')).toHaveText('Due Feb 14, 2020');
      await expect(card.getByTestId('invoice-overdue')).toHaveText('Overdue');
      const number = (await card.locator('p').first().textContent())!.trim();
      expect(number).toMatch(/^INV-\d{3,}$/);

      // Send invoice: to the client's address, with a message, through the real mail server.
      await cardAction(page, card, number, 'Send invoice');
      const send = page.getByRole('dialog', { name: `Send invoice ${number}` });
      await expect(send.getByRole('textbox', { name: 'To' })).toHaveValue(clientEmail);
      await send.getByRole('textbox', { name: 'Message' }).fill(`Thanks, see you Monday ${stamp}`);
      await send.getByRole('button', { name: 'Send invoice' }).click();
      await expectToast(
        page,
        'Invoice sent',
        `Invoice ${number} has been e-mailed to ${clientEmail}.`,
      );
      await expect.poll(() => smtp.messages.some((m) => m.to.includes(clientEmail))).toBe(true);
      const mail = smtp.messages.find((m) => m.to.includes(clientEmail))!;
      expect(mail.subject).toContain(number);
      expect(mail.text).toContain(`Thanks, see you Monday ${stamp}`);
      expect(mail.raw).toMatch(/content-type: application\/pdf/i);
      await expect(card).toContainText('Sent');

      // Record payment: $300 by check; more than the balance is refused before sending.
      await cardAction(page, card, number, 'Record payment');
      const pay = page.getByRole('dialog', { name: `Record payment for invoice ${number}` });
      const amount = pay.getByRole('textbox', { name: 'Amount ($)' });
      await expect(amount).toHaveValue('$866');
      await amount.fill('900');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(pay).toContainText('The balance is $866.00: a payment cannot be more');
      await amount.fill('300');
      await choose(page, pay, 'Method', 'Check');
      await pay.getByRole('textbox', { name: 'Reference' }).fill('#1042');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expectToast(page, 'Payment recorded', `$300.00 recorded on invoice ${number}.`);
      await expect(pay).toBeHidden();

      // The card shows the new state, what was paid and the balance.
      await expect(card.getByTestId('invoice-state')).toHaveText('Partially paid');
      const balance = card.getByTestId('invoice-balance');
      await expect(balance).toContainText('Paid $300.00');
      await expect(balance).toContainText('Balance $566.00');
      // One status (issue 18): "Partially paid", without a contradicting "Pending" beside it.
      await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);

      // Export PDF: the server's file.
      const downloadPromise = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Export PDF' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
      const file = await download.path();
      expect(fs.readFileSync(file, 'latin1').startsWith('%PDF-')).toBe(true);
      // Read back with poppler's pdftotext (decision 171): what the client reads.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const expected of [
        'INVOICE',
        number,
        'Deck framing',
        `${taxName} (8.25%)`,
        '$66.00',
        '$866.00',
        '#1042',
        '$300.00',
        'Balance due',
        '$566.00',
      ]) {
        expect(text, expected).toContain(expected);
      }
      const direct = await page.request.get(
        `/api/invoices/${(await card.getAttribute('data-record-id'))!}/pdf`,
      );
      expect(direct.headers()['content-type']).toBe('application/pdf');
      expect(fs.statSync(file).size).toBe((await direct.body()).length);

      // Filters, kept in the URL.
      const stateFilter = page.getByRole('combobox', { name: 'State', exact: true });
      await stateFilter.click();
      await page.getByRole('option', { name: 'Partially paid', exact: true }).click();
      await expect(page).toHaveURL(/state=partial/);
      await expect(card).toBeVisible();
      // The box follows the URL, which the click changes: click, then expect it ticked.
      await page.getByRole('checkbox', { name: 'Overdue only' }).click();
      await expect(page).toHaveURL(/overdue=true/);
      await expect(card).toBeVisible();
      await page.reload();
      await expect(stateFilter).toHaveValue('Partially paid');
      await expect(page.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
      await expect(card).toBeVisible();
      await stateFilter.click();
      await page.getByRole('option', { name: 'Draft', exact: true }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByText('No invoices match these filters.')).toBeVisible();

      // The summary strip counts the balance as outstanding and overdue.
      const summary = page.getByTestId('invoice-summary');
      await expect(summary.getByRole('group', { name: 'Paid this month' })).not.toContainText(
        '$0.00',
      );

      // The project shows invoiced, paid and outstanding.
      await page.goto('/projects');
      const projectCard = page.getByTestId('project-card').filter({ hasText: project.name });
      const money = projectCard.getByTestId('project-money');
      await expect(money).toContainText('Invoiced$866.00');
      await expect(money).toContainText('Paid$300.00');
      await expect(money).toContainText('Outstanding$566.00');

      // The dashboard: "Owed to you", the invoice among the oldest unpaid, in 90+ days.
      await page.goto('/');
      const owed = page.getByTestId('owed-to-you');
      await expect(owed.getByRole('heading', { name: 'Owed to you' })).toBeVisible();
      const row = owed.getByTestId('oldest-unpaid').getByRole('row').filter({ hasText: number });
      await expect(row).toContainText('$566.00');
      await expect(row).toContainText('Overdue');
      await expect(owed.getByTestId('aging-over90')).not.toContainText('$0.00');
      await row.getByRole('link', { name: number }).click();
      await expect(page).toHaveURL(/\/invoices\?id=/);
      await expect(page.locator('.record-highlight')).toContainText(number);
    },
  );

  test('a draft is numbered when issued; paid by a payment, it reopens when the payment is deleted; void keeps the number', async ({
    page,
    login,
  }) => {
    await login('/invoices');
    const project = await createProject(page.request, 'Draft');
    await page.reload();

    // Save as draft: no number yet.
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Invoice' });
    await choose(page, dialog, 'Client', project.clientName);
    await choose(page, dialog, 'Project', project.name);
    const line = dialog.getByTestId('line-item');
    await line.getByRole('textbox', { name: 'Description' }).fill('Site survey');
    await line.getByRole('textbox', { name: 'Rate ($)' }).fill('250');
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expectToast(page, 'Draft saved');
    const card = page.getByTestId('invoice-card').filter({ hasText: project.clientName });
    await expect(card.getByTestId('invoice-state')).toHaveText('Draft');
    await expect(card.locator('p').first()).toHaveText('Draft invoice');

    // Issue: it takes the next number.
    await card.getByRole('button', { name: 'Issue', exact: true }).click();
    await expectToast(page, 'Invoice issued');
    await expect(card.getByTestId('invoice-state')).toHaveText('Issued');
    await expect(card.locator('p').first()).toHaveText(/^INV-\d{3,}$/);
    const number = (await card.locator('p').first().textContent())!.trim();
    const id = (await card.getAttribute('data-record-id'))!;

    // Paid in full by a recorded payment: "Mark as pending" could not take it back, so the
    // card offers the payments instead, where deleting it (after a confirmation) reopens it.
    const paid = await page.request.post(`/api/invoices/${id}/payments`, {
      data: { amount: 25_000, date: '2026-01-05', method: 'cash' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.reload();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card.getByTestId('invoice-balance')).toContainText('Paid $250.00');
    await expect(card.getByRole('button', { name: 'Mark as pending' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Payments', exact: true }).click();
    const history = page.getByRole('dialog', { name: `Invoice ${number}: payments and history` });
    const payments = history.getByTestId('payments-table');
    await expect(payments).toContainText('$250.00');
    await expect(payments).toContainText('Cash');
    await expect(history).toContainText('Issued');
    await history.getByRole('button', { name: /^Delete payment of \$250\.00/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete payment' });
    await expect(confirm).toContainText('Delete the payment of $250.00');
    await expect(confirm).toContainText(`The balance of invoice ${number} goes back up by $250.00`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Payment deleted');
    await expect(history.getByText('No payments recorded yet.')).toBeVisible();
    await expect(history).toContainText('Payment deleted');
    await page.keyboard.press('Escape');
    await expect(card.getByTestId('invoice-state')).toHaveText('Issued');
    await expect(card).not.toContainText('Paid $250.00');
    await expect(card.getByRole('button', { name: 'Mark as paid' })).toBeVisible();

    // Void: asks first, keeps the number and the record.
    await cardAction(page, card, number, 'Void');
    const voiding = page.getByRole('dialog', { name: 'Void invoice' });
    await expect(voiding).toContainText(`Void invoice ${number}?`);
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expectToast(page, 'Invoice voided');
    await expect(card.getByTestId('invoice-state')).toHaveText('Void');
    await expect(card.locator('p').first()).toHaveText(number);
    await expect(card.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

    // Delete names what goes with it.
    await card.getByRole('button', { name: `Delete invoice ${number}` }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete invoice' });
    await expect(deleting).toContainText(`Delete invoice ${number}? This action cannot be undone.`);
    await expect(deleting.getByTestId('delete-invoice-details')).toContainText(
      `The number ${number} is not given out again.`,
    );
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Invoice deleted', 'The invoice has been deleted successfully.');
    await expect(card).toHaveCount(0);
  });

  test('on a phone the invoice screens fit and their buttons are big enough to tap', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login('/invoices');
    const project = await createProject(page.request, 'Phone');
    const created = await page.request.post('/api/invoices', {
      data: {
        clientId: project.clientId,
        projectId: project.id,
        date: '2026-01-10',
        items: [{ description: 'Gutter repair', quantity: 1, rate: 480 }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { invoiceNumber } = (await created.json()) as { invoiceNumber: string };
    for (const path of ['/invoices', '/settings', '/settings/business', '/']) {
      await page.goto(path);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scroll width`).toBeLessThanOrEqual(390);
    }
    // This project's invoices: in the shared e2e database a January invoice is pages down.
    await page.goto(`/invoices?q=${encodeURIComponent(project.name)}`);
    const card = page.getByTestId('invoice-card').filter({ hasText: invoiceNumber });
    for (const name of [
      `More actions for invoice ${invoiceNumber}`,
      'Mark as paid',
      'Export PDF',
    ]) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
  });
  test('field staff see no money: no "Owed to you", no project amounts, no tax settings', async ({
    page,
    login,
    browser,
  }) => {
    await login('/');
    const project = await createProject(page.request, 'Field Money');
    const created = await page.request.post('/api/invoices', {
      data: {
        clientId: project.clientId,
        projectId: project.id,
        date: '2026-01-10',
        items: [{ description: 'Footings', quantity: 1, rate: 900 }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    // The owner sees the project's money.
    await page.goto('/projects');
    const ownerCard = page.getByTestId('project-card').filter({ hasText: project.name });
    await expect(ownerCard.getByTestId('project-money')).toContainText('Outstanding$900.00');

    // A field member of the project, signed in in a browser of their own.
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const invited = await page.request.post('/api/users', {
      data: { name: `Field ${stamp}`, username: `field${stamp}`, role: 'field' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { user, inviteUrl } = (await invited.json()) as {
      user: { id: string };
      inviteUrl: string;
    };
    const members = await page.request.put(`/api/projects/${project.id}/members`, {
      data: { userIds: [user.id] },
    });
    expect(members.ok(), await members.text()).toBe(true);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
    });
    const field = await context.newPage();
    const errors: string[] = [];
    field.on('pageerror', (error) => errors.push(error.message));
    const moneyReads: string[] = [];
    field.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(invoices|tax-rates|settings\/invoicing)/.test(pathname)) {
        moneyReads.push(pathname);
      }
    });
    const joined = await context.request.post('/api/auth/accept-invitation', {
      data: { token: new URL(inviteUrl).pathname.split('/').pop(), password: 'field-money-pass' },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    await field.goto('/projects');
    const card = field.getByTestId('project-card').filter({ hasText: project.name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('project-money')).toHaveCount(0);
    await expect(card).not.toContainText('$900.00');
    await field.goto('/');
    await expect(field.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(field.getByText('Owed to you')).toHaveCount(0);
    await field.goto('/settings');
    await expect(field.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(field.getByText('Change Password').first()).toBeVisible();
    await expect(field.getByTestId('tax-rates-card')).toHaveCount(0);
    await expect(field.getByTestId('invoicing-settings-card')).toHaveCount(0);
    // The server refuses them the amounts too.
    expect((await context.request.get('/api/invoices/summary')).status()).toBe(403);
    expect(errors).toEqual([]);
    // The screens do not even ask for it.
    expect(moneyReads).toEqual([]);
    await context.close();
  });
});
