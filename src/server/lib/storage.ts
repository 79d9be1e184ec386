import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PHOTO_SIZES, type PhotoSize } from '../../core/schemas/update.js';
import { isInlineImage } from '../../core/updates.js';

// Uploaded files live at `${DATA_DIR}/uploads/<storage key>`: a random key, never
// the original name (kept in the database), so no upload can choose its own path.
// Other features delete those paths directly, so this layout is a contract.

const KEY_PATTERN = /^[a-f0-9]{40}$/;
const TEMP_DIR = '.incoming';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export const newStorageKey = () => crypto.randomBytes(20).toString('hex');

/** The file's path; refuses anything that is not one of our keys. */
export function storedFilePath(dataDir: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return path.join(uploadsDir(dataDir), key);
}

export interface StoredFile {
  key: string;
  size: number;
  /** The first bytes, for recognising the file type. */
  head: Buffer;
}

/**
 * Streams to a temporary file, then renames it into place, so a half-written
 * file never sits under a storage key. The temporary file is removed on failure.
 */
export async function storeStream(dataDir: string, source: Readable): Promise<StoredFile> {
  const key = newStorageKey();
  const tempDir = path.join(uploadsDir(dataDir), TEMP_DIR);
  await fs.promises.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${key}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, fs.createWriteStream(tempPath, { flags: 'wx' }));
    // On disk before the row that names it commits, and the rename too: a power cut
    // after the 201 loses neither the bytes nor the name.
    await syncPath(tempPath);
    await fs.promises.rename(tempPath, storedFilePath(dataDir, key));
    await syncPath(uploadsDir(dataDir));
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
  return { key, size, head };
}

async function syncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Photo renditions (decision 201) live apart, at `${DATA_DIR}/renditions/<key>-<size>.webp`:
// made from the stored file, never backed up or exported (the start-up pass makes them again).
export const RENDITION_SIZES = PHOTO_SIZES;
export type RenditionSize = PhotoSize;
const RENDITION_NAME = /^([a-f0-9]{40})-(?:thumb|screen)\.webp$/;

export const renditionsDir = (dataDir: string) => path.join(dataDir, 'renditions');

/** Where a rendition of a stored file is kept; refuses anything that is not one of our keys. */
export function renditionPath(dataDir: string, key: string, size: RenditionSize): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return path.join(renditionsDir(dataDir), `${key}-${size}.webp`);
}

/** Removes stored files and their renditions; a file already gone is not an error. */
export async function removeStoredFiles(dataDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.flatMap((key) => [
      fs.promises.rm(storedFilePath(dataDir, key), { force: true }),
      ...RENDITION_SIZES.map((size) =>
        fs.promises.rm(renditionPath(dataDir, key, size), { force: true }),
      ),
    ]),
  );
}

/**
 * Start-up clean-up, run before the server takes requests: removes temporary files of
 * uploads a crash cut short, and stored files no row refers to (written just before a
 * crash ended the request, or left when a crash came between a delete's commit and the
 * file's removal). Only names that are our storage keys are touched. Returns the count.
 */
export async function sweepUploads(
  dataDir: string,
  referencedKeys: ReadonlySet<string>,
): Promise<number> {
  const root = uploadsDir(dataDir);
  const temp = path.join(root, TEMP_DIR);
  const partials = await fs.promises.readdir(temp).catch(() => []);
  await fs.promises.rm(temp, { recursive: true, force: true });
  const entries = await fs.promises.readdir(root).catch(() => []);
  const orphans = entries.filter((name) => KEY_PATTERN.test(name) && !referencedKeys.has(name));
  await removeStoredFiles(dataDir, orphans);
  return partials.length + orphans.length + (await sweepRenditions(dataDir, referencedKeys));
}

/** Renditions cut short by a crash, and those of files no row refers to any more. */
async function sweepRenditions(dataDir: string, referencedKeys: ReadonlySet<string>) {
  const dir = renditionsDir(dataDir);
  const entries = await fs.promises.readdir(dir).catch(() => []);
  const stale = entries.filter((name) => {
    if (name.endsWith('.part')) return true;
    const key = RENDITION_NAME.exec(name)?.[1];
    return key !== undefined && !referencedKeys.has(key);
  });
  await Promise.all(stale.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
  return stale.length;
}

export function openStoredFile(dataDir: string, key: string): fs.ReadStream {
  return fs.createReadStream(storedFilePath(dataDir, key));
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const MAX_NAME_LENGTH = 200;

/**
 * A display name that is safe anywhere it is shown or sent back: no directory
 * part, no control or direction-override characters, no leading dots, bounded
 * length (the extension is kept when shortening).
 */
export function sanitizeFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  let name = base.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  name = name.trim();
  if (!name) return 'file';
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  return name;
}

// Types recognised from their first bytes: only these are ever served as images.
const SIGNATURES: { type: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (h) => h.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { type: 'image/gif', test: (h) => h.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'image/avif',
    test: (h) =>
      h.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['avif', 'avis'].includes(h.subarray(8, 12).toString('latin1')),
  },
];

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * The type we record for an upload: an inline image type only when the bytes are
 * that image (a claimed "image/png" holding HTML is never shown as an image);
 * otherwise the browser's claim when well formed, else application/octet-stream.
 */
export function detectContentType(head: Buffer, claimed: string | undefined): string {
  const sniffed = SIGNATURES.find((signature) => signature.test(head));
  if (sniffed) return sniffed.type;
  const type = (claimed ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CONTENT_TYPE.test(type) || isInlineImage(type)) return 'application/octet-stream';
  return type;
}

/** RFC 6266/5987 Content-Disposition with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
