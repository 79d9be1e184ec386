import type { Page } from '@playwright/test';
import { startMailCatcher, type MailCatcher } from '../api/helpers/mail-catcher';
import { expect, expectToast, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// A real SMTP server in the test process; the app under test sends to it.
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

async function ownerToday(page: Page): Promise<string> {
  return (await (await page.request.get('/api/summaries/daily')).json()).endDate;
}

const mailTo = async (recipient: string) => {
  await expect.poll(() => smtp.messages.some((m) => m.to.includes(recipient))).toBe(true);
  return smtp.messages.find((m) => m.to.includes(recipient))!;
};

test.describe('summaries and e-mail', () => {
  test('the daily update generator shows counters and copies the text', async ({
    page,
    login,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login('/updates');
    const project = await createProject(page.request, 'Generator');
    const note = `Set the trusses ${Date.now()}`;
    await createUpdate(page.request, project, { note, date: await ownerToday(page) });

    await page.getByRole('button', { name: 'Daily Update', exact: true }).click();
    const panel = page.locator('.mantine-Card-root').filter({ hasText: 'Daily Update Generator' });
    await expect(panel).toContainText('Copy-ready update with completed and pending tasks');
    const text = panel.getByTestId('daily-update-text');
    await expect(text).toContainText(`${project.name}:\n- ${note}`);
    for (const label of ['Completed', 'Pending', 'Updates', 'Projects']) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }

    await panel.getByRole('button', { name: 'Copy Text' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expectToast(page, 'Copied!', 'Daily update copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(note);
    await expect(panel.getByRole('button', { name: 'Copy Text' })).toBeVisible({ timeout: 4000 });

    await page.getByRole('button', { name: 'Daily Update', exact: true }).click();
    await expect(panel).toBeHidden();
  });

  test(
    'the summary e-mail reaches the mail server',
    { tag: '@mail-settings' },
    async ({ page, login }) => {
      await login('/');
      await useTestMailServer(page);
      const project = await createProject(page.request, 'Mailed');
      const note = `Inspection <passed> ${Date.now()}`;
      await createUpdate(page.request, project, { note, date: await ownerToday(page) });
      await page.reload();

      await page.getByRole('button', { name: 'Email', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Email Project Summary' });
      const send = dialog.getByRole('button', { name: 'Send Email' });
      await expect(send).toBeDisabled();
      await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveAttribute(
        'placeholder',
        'Daily Project Update Summary',
      );
      await expect(dialog).toContainText('Professional HTML format');
      const recipient = `client${Date.now()}@example.com`;
      await dialog.getByRole('textbox', { name: 'Recipient Email' }).fill(recipient);
      await dialog.getByRole('textbox', { name: 'Custom Message' }).fill('Hello from the site.');
      await send.click();
      await expectToast(page, 'Email sent!', 'The project summary has been sent successfully.');
      await expect(dialog).toBeHidden();

      const mail = await mailTo(recipient);
      expect(mail.subject).toBe('Daily Project Update Summary');
      expect(mail.html).toContain(note.replace('<', '&lt;').replace('>', '&gt;'));
      expect(mail.html).toContain('Hello from the site.');
      expect(mail.text).toContain(note);
    },
  );

  test(
    'without a mail server the summary e-mail shows the error toast',
    { tag: '@mail-settings' },
    async ({ page, login }) => {
      await login('/');
      // None set up: the dialog says so before anything is written and Send stays off
      // (decision 188).
      expect((await page.request.delete('/api/settings/mail')).ok()).toBe(true);
      await page.getByRole('button', { name: 'Email', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Email Project Summary' });
      const alert = dialog.getByTestId('mail-not-set-up');
      await expect(alert).toContainText('E-mail is not set up');
      await expect(alert.getByRole('link', { name: 'Set up e-mail in Settings' })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Recipient Email' }).fill('a@example.com');
      await expect(dialog.getByRole('button', { name: 'Send Email' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // One set up that cannot be reached: the send fails with the spec's error toast.
      const saved = await page.request.put('/api/settings/mail', {
        data: { host: '127.0.0.1', port: 1, secure: false, from: 'office@sitebook.test' },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.reload(); // the settings were changed behind the page's back
      await page.getByRole('button', { name: 'Email', exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: 'Recipient Email' })).toBeVisible();
      await expect(dialog.getByTestId('mail-not-set-up')).toHaveCount(0);
      await dialog.getByRole('textbox', { name: 'Recipient Email' }).fill('a@example.com');
      await dialog.getByRole('button', { name: 'Send Email' }).click();
      await expectToast(page, 'Error', 'Failed to send email. Please try again.');
      await expect(dialog).toBeVisible();
      expect((await page.request.delete('/api/settings/mail')).ok()).toBe(true);
    },
  );

  test(
    'the updates e-mail sends one project’s updates',
    { tag: '@mail-settings' },
    async ({ page, login }) => {
      await login('/updates');
      await useTestMailServer(page);
      const project = await createProject(page.request, 'Filtered');
      const note = `Drywall hung ${Date.now()}`;
      await createUpdate(page.request, project, { note, date: '2026-01-05' });

      await page.getByRole('button', { name: 'Email', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Email Project Updates' });
      await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
        /^Project Updates - .+/,
      );
      await expect(dialog).toContainText('Attached file references');
      await dialog.getByRole('combobox', { name: 'Project' }).click();
      await page.getByRole('option', { name: project.name, exact: true }).click();
      const recipient = `boss${Date.now()}@example.com`;
      await dialog.getByRole('textbox', { name: 'Recipient Email' }).fill(recipient);
      await dialog.getByRole('button', { name: 'Send Email' }).click();
      await expectToast(page, 'Email sent!', `Project updates have been emailed to ${recipient}`);

      const mail = await mailTo(recipient);
      expect(mail.subject).toMatch(/^Project Updates - /);
      expect(mail.text).toContain(`${project.name} (Jan 5, 2026): ${note}`);
      expect(mail.text).toContain('site-photo.png');
    },
  );

  test(
    'SMTP settings are saved without showing the password, and a test e-mail arrives',
    { tag: '@mail-settings' },
    async ({ page, login }) => {
      await login('/settings/email');
      const card = page.locator('.mantine-Card-root').filter({ hasText: 'E-mail (SMTP)' });
      await card.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
      await card.getByRole('textbox', { name: 'Port' }).fill(String(smtp.port));
      await card.getByRole('textbox', { name: 'Username' }).fill('mailer');
      await card.getByRole('textbox', { name: 'Password', exact: true }).fill('smtp-secret-9');
      await card.getByRole('textbox', { name: 'From address' }).fill('office@sitebook.test');
      await card.getByRole('button', { name: 'Save E-mail Settings' }).click();
      await expectToast(page, 'Settings saved', 'E-mail settings have been saved.');
      await expect(card).toContainText('Configured');

      await page.reload();
      await expect(card.getByRole('textbox', { name: 'SMTP host' })).toHaveValue('127.0.0.1');
      await expect(card.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
      await expect(card.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
        'placeholder',
        'Saved (leave blank to keep)',
      );
      expect(await (await page.request.get('/api/settings/mail')).text()).not.toContain(
        'smtp-secret-9',
      );

      const recipient = `me${Date.now()}@example.com`;
      await card.getByRole('textbox', { name: 'Test recipient' }).fill(recipient);
      await card.getByRole('button', { name: 'Send test e-mail' }).click();
      await expectToast(page, 'Test e-mail sent', `Check the inbox of ${recipient}.`);
      const mail = await mailTo(recipient);
      expect(mail.subject).toBe('Sitebook test e-mail');
      expect(mail.auth).toEqual({ username: 'mailer', password: 'smtp-secret-9' });
    },
  );
});
