import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shownImageWidth } from './image-pixels';
import { createProject, createUpdate } from './update-data';

// Decision 201: lists and share pages show photos from their ~320 px WebP rendition,
// loaded lazily; the viewer shows the ~1600 px one; only Download fetches the original.

async function expectThumbnail(page: Page, image: Locator) {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('srcset', /size=thumb 320w, .*size=screen 1600w$/);
  await expect.poll(() => shownImageWidth(image)).toBe(1);
  const used = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(used).toContain('size=thumb');
  const response = await page.request.get(used);
  expect(response.headers()['content-type']).toBe('image/webp');
}

test('photos in the updates list and on the share page load their thumbnails', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login('/updates');
  const project = await createProject(page.request, 'Rendition Row');
  const note = `Rebar tied ${Date.now()}`;
  // Today: the newest update, first in the list.
  const today = new Date().toLocaleDateString('en-CA');
  const update = await createUpdate(page.request, project, { note, date: today });
  expect(
    (
      await page.request.put('/api/settings/sharing', { data: { enabled: true, allUpdates: true } })
    ).ok(),
  ).toBe(true);

  await page.reload();
  const card = page.getByRole('article').filter({ hasText: note });
  await expectThumbnail(page, card.getByRole('img', { name: 'site-photo.png' }));
  await card.getByRole('button', { name: 'Open site-photo.png full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'site-photo.png' });
  await expect(viewer.getByRole('img', { name: 'site-photo.png' })).toHaveAttribute(
    'src',
    /size=screen$/,
  );
  // The original, with whatever metadata it has, only through Download.
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/api/files/${update.attachments[0]!.id}`,
  );

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto(`/share/update/${update.id}`);
  await expectThumbnail(
    visitor,
    visitor.getByRole('article').getByRole('img', { name: 'site-photo.png' }),
  );
  await context.close();
});
