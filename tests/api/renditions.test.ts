import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '../../src/core/schemas/update.js';
import { configWith } from '../../src/server/config.js';
import {
  makeRenditions,
  renditionsPresent,
  startRenditionPass,
} from '../../src/server/lib/renditions.js';
import { renditionPath, storedFilePath, sweepUploads } from '../../src/server/lib/storage.js';
import { startServer } from '../../src/server/server.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, OWNER, testDialect, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// Decision 201: photos get a ~320 px thumbnail and a ~1600 px screen image (WebP) at
// upload, upright by EXIF orientation and without metadata; the original only on the
// signed-in download. Photos stored before get theirs from a resumable start-up pass.

let t: TestApp;
let cookie: string;
let projectId: string;

/** 400x200 pixels stored with EXIF orientation 6 (shown 200x400), a GPS position and a camera note. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Site camera 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function uploadPhoto(name = 'slab.jpg'): Promise<Update> {
  return createUpdate(
    t,
    cookie,
    { projectId, note: 'Slab poured', date: '2026-06-10', visibility: 'client' },
    [{ filename: name, contentType: 'image/jpeg', data: await photoWithGps() }],
  );
}

/** No EXIF, XMP or ICC block of any kind: nothing to carry a GPS position. */
async function expectNoMetadata(body: Buffer, label: string) {
  const meta = await sharp(body).metadata();
  expect(meta.format, label).toBe('webp');
  expect(meta.exif, label).toBeUndefined();
  expect(meta.xmp, label).toBeUndefined();
  expect(meta.orientation, label).toBeUndefined();
  expect(body.includes(Buffer.from('Exif')), label).toBe(false);
  expect(body.includes(Buffer.from('Site camera 7')), label).toBe(false);
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  projectId = (await seedProject(t.db, { name: 'Rendition Row' })).id;
  await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/sharing',
    payload: { enabled: true, allUpdates: true },
  });
});
afterAll(() => t.close());

describe('renditions made at upload', () => {
  it('are WebP, upright, within their size, and carry no metadata', async () => {
    const update = await uploadPhoto();
    const file = update.attachments[0]!;
    const key = (
      await t.db
        .selectFrom('update_files')
        .select('storage_key')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    // Made before the 201: the update's thumbnails are ready when the list shows it.
    expect(renditionsPresent(t.dataDir, key)).toEqual(['thumb', 'screen']);

    const original = await t.request(cookie, { method: 'GET', url: `/api/files/${file.id}` });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).exif).toBeDefined();

    for (const [size, width, height] of [
      ['thumb', 160, 320],
      ['screen', 200, 400],
    ] as const) {
      const response = await t.request(cookie, {
        method: 'GET',
        url: `/api/files/${file.id}?size=${size}`,
      });
      expect(response.statusCode, size).toBe(200);
      expect(response.headers['content-type'], size).toBe('image/webp');
      expect(response.headers['cache-control'], size).toBe('private, max-age=3600');
      expect(String(response.headers['content-disposition']), size).toContain('slab.webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height], size).toEqual([width, height]);
      await expectNoMetadata(response.rawPayload, size);
    }
  });

  it('a big photo is scaled down to ~320 px and ~1600 px on its longest side', async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const update = await createUpdate(t, cookie, { projectId, note: 'Wide', date: '2026-06-11' }, [
      { filename: 'wide.jpg', contentType: 'image/jpeg', data: big },
    ]);
    const id = update.attachments[0]!.id;
    for (const [size, width, height] of [
      ['thumb', 320, 213],
      ['screen', 1600, 1067],
    ] as const) {
      const response = await t.request(cookie, {
        method: 'GET',
        url: `/api/files/${id}?size=${size}`,
      });
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height], size).toEqual([width, height]);
    }
  });

  it('share and portal routes send renditions only, never the original with its GPS', async () => {
    const update = await uploadPhoto('gps.jpg');
    const id = update.attachments[0]!.id;
    const link = await createLink(t, cookie, projectId);
    const token = tokenOf(link.url);
    const answers = [
      ['share', await t.request(null, { method: 'GET', url: `/api/public/files/${id}` })],
      [
        'share thumb',
        await t.request(null, { method: 'GET', url: `/api/public/files/${id}?size=thumb` }),
      ],
      ['portal', await portalGet(t, token, `/files/${id}`)],
      ['portal thumb', await portalGet(t, token, `/files/${id}?size=thumb`)],
    ] as const;
    for (const [label, response] of answers) {
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('image/webp');
      await expectNoMetadata(response.rawPayload, label);
    }
    const thumb = await sharp(answers[1][1].rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(320);
  });

  it('revalidates a rendition by its own tag, and refuses sizes that do not exist', async () => {
    const update = await uploadPhoto('tag.jpg');
    const id = update.attachments[0]!.id;
    const thumb = await t.request(null, {
      method: 'GET',
      url: `/api/public/files/${id}?size=thumb`,
    });
    const screen = await t.request(null, { method: 'GET', url: `/api/public/files/${id}` });
    expect(thumb.headers.etag).not.toBe(screen.headers.etag);
    const again = await t.request(null, {
      method: 'GET',
      url: `/api/public/files/${id}?size=thumb`,
      headers: { 'if-none-match': String(thumb.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const bad = await t.request(cookie, { method: 'GET', url: `/api/files/${id}?size=huge` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^size: /);
  });

  it('a document asked for a size is sent as it is; its renditions never exist', async () => {
    const update = await createUpdate(t, cookie, { projectId, note: 'Plan', date: '2026-06-12' }, [
      {
        filename: 'plan.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ]);
    const response = await t.request(cookie, {
      method: 'GET',
      url: `/api/files/${update.attachments[0]!.id}?size=thumb`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a photo whose renditions are missing gets them when first asked for', async () => {
    const update = await uploadPhoto('later.jpg');
    const id = update.attachments[0]!.id;
    const { storage_key: key } = await t.db
      .selectFrom('update_files')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    fs.rmSync(renditionPath(t.dataDir, key, 'thumb'));
    const response = await t.request(null, {
      method: 'GET',
      url: `/api/public/files/${id}?size=thumb`,
    });
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(renditionPath(t.dataDir, key, 'thumb'))).toBe(true);
  });

  it('deleting the update removes its renditions with the file', async () => {
    const update = await uploadPhoto('gone.jpg');
    const { storage_key: key } = await t.db
      .selectFrom('update_files')
      .select('storage_key')
      .where('id', '=', update.attachments[0]!.id)
      .executeTakeFirstOrThrow();
    const deleted = await t.request(cookie, { method: 'DELETE', url: `/api/updates/${update.id}` });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(fs.existsSync(storedFilePath(t.dataDir, key))).toBe(false);
    expect(renditionsPresent(t.dataDir, key)).toEqual([]);
  });
});

describe('the start-up pass', () => {
  async function photosWithoutRenditions(count: number) {
    const rows = [];
    for (let i = 0; i < count; i += 1) {
      const update = await uploadPhoto(`old-${i}.jpg`);
      const row = await t.db
        .selectFrom('update_files')
        .select(['storage_key', 'content_type'])
        .where('id', '=', update.attachments[0]!.id)
        .executeTakeFirstOrThrow();
      for (const size of ['thumb', 'screen'] as const) {
        fs.rmSync(renditionPath(t.dataDir, row.storage_key, size));
      }
      rows.push(row);
    }
    return rows;
  }

  it('cut short, carries on where it stopped and never redoes a finished photo', async () => {
    const rows = await photosWithoutRenditions(3);
    const first = startRenditionPass(t.dataDir, rows, (_key, error) => {
      throw error;
    });
    first.stop(); // stopped before the first photo finished (as a restart would)
    const stopped = await first.done;
    expect(stopped.made).toBeLessThan(3);
    // A half-written rendition left by a crash is swept at the next start.
    const partial = `${renditionPath(t.dataDir, rows[2]!.storage_key, 'thumb')}.123.x.part`;
    fs.writeFileSync(partial, 'half a webp');
    const everyKey = await t.db.selectFrom('update_files').select('storage_key').execute();
    await sweepUploads(t.dataDir, new Set(everyKey.map((row) => row.storage_key)));
    expect(fs.existsSync(partial)).toBe(false);

    const before = new Map(
      rows.flatMap((row) =>
        renditionsPresent(t.dataDir, row.storage_key).map((size) => [
          `${row.storage_key}-${size}`,
          fs.statSync(renditionPath(t.dataDir, row.storage_key, size)).mtimeMs,
        ]),
      ),
    );
    const second = await startRenditionPass(t.dataDir, rows, (_key, error) => {
      throw error;
    }).done;
    expect(second.made + stopped.made).toBe(3);
    for (const row of rows) {
      expect(renditionsPresent(t.dataDir, row.storage_key)).toEqual(['thumb', 'screen']);
    }
    for (const [name, mtime] of before) {
      const [key, size] = name.split('-') as [string, 'thumb' | 'screen'];
      expect(fs.statSync(renditionPath(t.dataDir, key, size)).mtimeMs, name).toBe(mtime);
    }
  });

  it('skips what cannot be decoded and reports it, without stopping', async () => {
    const rows = await photosWithoutRenditions(1);
    const broken = { storage_key: 'f'.repeat(40), content_type: 'image/jpeg' };
    fs.writeFileSync(storedFilePath(t.dataDir, broken.storage_key), 'not a jpeg at all');
    const errors: string[] = [];
    const result = await startRenditionPass(t.dataDir, [broken, ...rows], (key) => {
      errors.push(key);
    }).done;
    expect(errors).toEqual([broken.storage_key]);
    expect(result).toEqual({ made: 1, failed: 1 });
    expect(renditionsPresent(t.dataDir, rows[0]!.storage_key)).toEqual(['thumb', 'screen']);
    await expect(makeRenditions(t.dataDir, broken.storage_key)).rejects.toThrow();
    fs.rmSync(storedFilePath(t.dataDir, broken.storage_key));
  });

  // The server opens the test's own SQLite file; on PostgreSQL the test's schema is not its.
  it.runIf(testDialect === 'sqlite')(
    'runs when the server starts: photos stored without renditions get them',
    async () => {
      const rows = await photosWithoutRenditions(2);
      const app = await startServer(
        configWith({
          DATA_DIR: t.dataDir,
          DATABASE_URL: t.config.DATABASE_URL,
          LOG_LEVEL: 'silent',
          OWNER_USERNAME: OWNER.username,
          OWNER_PASSWORD: OWNER.password,
        }),
      );
      try {
        const deadline = Date.now() + 20_000;
        const done = () =>
          rows.every((row) => renditionsPresent(t.dataDir, row.storage_key).length === 2);
        while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(done()).toBe(true);
      } finally {
        await app.close();
      }
    },
  );
});
