import { expect, expectToast, OWNER, test } from './fixtures';

test('changing the password checks the form, then works with the new password', async ({
  page,
  login,
}) => {
  await login('/settings');
  // Settings holds several cards with forms; this test is about the password one.
  const card = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change Password' }) });
  const current = page.getByRole('textbox', { name: 'Current Password' });
  const next = page.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm New Password' });
  const submit = page.getByRole('button', { name: 'Change Password' });

  await current.fill(OWNER.password);
  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(card).toContainText('Password must be at least 8 characters long');

  await next.fill('a-brand-new-password');
  await confirm.fill('a-different-password');
  await submit.click();
  await expect(card).toContainText('New passwords do not match');

  await current.fill('not-my-password');
  await confirm.fill('a-brand-new-password');
  await submit.click();
  await expectToast(page, 'Error', 'Current password is incorrect');

  await current.fill(OWNER.password);
  await submit.click();
  await expectToast(page, 'Success', 'Password changed successfully');

  const oldLogin = await page.request.post('/api/auth/login', { data: OWNER });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post('/api/auth/login', {
    data: { username: OWNER.username, password: 'a-brand-new-password' },
  });
  expect(newLogin.status()).toBe(200);

  // Put the original password back so the suite can run again on the same server.
  const restore = await page.request.post('/api/auth/change-password', {
    data: { currentPassword: 'a-brand-new-password', newPassword: OWNER.password },
  });
  expect(restore.status()).toBe(200);
});
