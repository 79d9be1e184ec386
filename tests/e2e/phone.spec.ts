import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { createProject } from './update-data';

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker. */
function imageSize(bytes: Buffer): { width: number; height: number; type: 'png' | 'jpeg' } {
  if (bytes.subarray(1, 4).toString('ascii') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), type: 'png' };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('neither PNG nor JPEG');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`bad JPEG marker at ${offset}`);
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        type: 'jpeg',
      };
    }
    offset += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

/** A large PNG drawn by the browser itself (a photo-sized picture without a fixture file). */
async function bigPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1e6091');
      gradient.addColorStop(1, '#f4a261');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

async function storedImage(request: APIRequestContext, note: string) {
  const response = await request.get('/api/updates');
  const update = (
    (await response.json()) as { note: string; attachments: { id: string; name: string }[] }[]
  ).find((item) => item.note === note);
  expect(update, `update "${note}"`).toBeTruthy();
  const attachment = update!.attachments[0]!;
  const file = await request.get(`/api/files/${attachment.id}`);
  expect(file.ok()).toBe(true);
  return { name: attachment.name, ...imageSize(await file.body()) };
}

async function fillUpdate(page: Page, projectName: string, note: string) {
  await page.getByRole('button', { name: 'Add Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Update' });
  await dialog.getByRole('combobox', { name: 'Project' }).fill(projectName);
  await page.getByRole('option', { name: projectName, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  return dialog;
}

const countWithNote = async (request: APIRequestContext, note: string) =>
  ((await (await request.get('/api/updates')).json()) as { note: string }[]).filter(
    (item) => item.note === note,
  ).length;

test.describe('on site, on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('downscales a 4000x3000 photo to 2560 px on the long side before upload', async ({
    page,
    login,
  }) => {
    await login('/updates');
    const project = await createProject(page.request, 'Quarry Hill');
    await page.reload();
    const note = `Big photo ${Date.now()}`;
    const png = await bigPng(page, 4000, 3000);
    expect(imageSize(png)).toMatchObject({ width: 4000, height: 3000 });
    const dialog = await fillUpdate(page, project.name, note);
    await dialog
      .getByLabel('Take photo')
      .setInputFiles({ name: 'site-view.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Add Update' }).click();
    await expectToast(page, 'Update added', 'The project update has been added successfully.');

    const stored = await storedImage(page.request, note);
    expect(stored).toEqual({ name: 'site-view.jpg', type: 'jpeg', width: 2560, height: 1920 });
  });

  test('the Photo uploads setting changes the limit, and 0 keeps originals', async ({
    page,
    login,
  }) => {
    await login('/settings/data');
    const project = await createProject(page.request, 'Cedar Bend');
    try {
      const card = page.locator('.mantine-Card-root').filter({ hasText: 'Photo uploads' });
      const input = card.getByRole('textbox', { name: 'Max long side (px)' });
      await expect(input).toHaveValue('2560');
      await input.fill('100');
      await expect(card).toContainText('must be 0 (keep originals) or between 320 and 20000');
      await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
      await input.fill('1000');
      await card.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Photo uploads saved');

      await page.goto('/updates');
      const small = `Limited photo ${Date.now()}`;
      let dialog = await fillUpdate(page, project.name, small);
      const png = await bigPng(page, 1500, 3000);
      await dialog
        .getByLabel('Choose files')
        .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: png });
      await dialog.getByRole('button', { name: 'Add Update' }).click();
      await expectToast(page, 'Update added');
      expect(await storedImage(page.request, small)).toEqual({
        name: 'wall.jpg',
        type: 'jpeg',
        width: 500,
        height: 1000,
      });

      const saved = await page.request.put('/api/settings/uploads', { data: { maxPhotoPx: 0 } });
      expect(saved.ok()).toBe(true);
      await page.reload();
      const original = `Original photo ${Date.now()}`;
      dialog = await fillUpdate(page, project.name, original);
      await dialog
        .getByLabel('Choose files')
        .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: png });
      await dialog.getByRole('button', { name: 'Add Update' }).click();
      await expectToast(page, 'Update added');
      expect(await storedImage(page.request, original)).toEqual({
        name: 'wall.png',
        type: 'png',
        width: 1500,
        height: 3000,
      });
    } finally {
      await page.request.put('/api/settings/uploads', { data: { maxPhotoPx: 2560 } });
    }
  });

  test('an upload whose answer is lost is queued and creates the update once', async ({
    page,
    login,
  }) => {
    await login('/updates');
    const project = await createProject(page.request, 'Flint Creek');
    await page.reload();
    const note = `Lost answer ${Date.now()}`;
    // The first upload reaches the server, but the phone never sees the answer.
    let attempts = 0;
    const keys: string[] = [];
    await page.route('**/api/updates', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      attempts += 1;
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (attempts === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    const dialog = await fillUpdate(page, project.name, note);
    await dialog.getByLabel('Take photo').setInputFiles({
      name: 'deck.png',
      mimeType: 'image/png',
      buffer: await bigPng(page, 200, 100),
    });
    await dialog.getByRole('button', { name: 'Add Update' }).click();

    // No answer: kept on the phone and sent again by the offline queue, same key (decision 195).
    await expectToast(page, 'Saved on this device');
    await expect(dialog).toBeHidden();
    await expect.poll(() => countWithNote(page.request, note)).toBe(1);
    await expect(page.getByRole('article', { name: /waiting to send/ })).toHaveCount(0);

    expect(attempts).toBe(2);
    expect(keys[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await countWithNote(page.request, note)).toBe(1);
    await expect(page.getByRole('article').filter({ hasText: note })).toHaveCount(1);
  });

  test('retries by itself when the connection comes back', async ({ page, login, context }) => {
    await login('/updates');
    const project = await createProject(page.request, 'Slate Point');
    await page.reload();
    const note = `Back online ${Date.now()}`;
    const dialog = await fillUpdate(page, project.name, note);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Add Update' }).click();
    await expectToast(page, 'Saved on this device');
    await expect(dialog).toBeHidden();
    const waiting = page.getByRole('article', { name: `Update waiting to send: ${note}` });
    await expect(waiting).toContainText('Waiting to send');
    await context.setOffline(false);
    await expect(waiting).toBeHidden();
    await expect.poll(() => countWithNote(page.request, note)).toBe(1);
    await expect(page.getByRole('article').filter({ hasText: note })).toHaveCount(1);
  });
});
