import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  RENDITION_SIZES,
  renditionPath,
  renditionsDir,
  storedFilePath,
  type RenditionSize,
} from './storage.js';
import { isInlineImage } from '../../core/updates.js';

// Photos sized for where they are shown (decision 201): a thumbnail for lists, the
// calendar, share pages and the portal, a screen image for viewing; the original only
// on an explicit download. Both are WebP, turned upright by their EXIF orientation and
// without any metadata (sharp keeps none unless asked): no GPS position, camera or
// time leaves the server in a rendition.

/** The longest side of each rendition, in pixels (never enlarged). */
export const RENDITION_PX: Record<RenditionSize, number> = { thumb: 320, screen: 1600 };
const QUALITY: Record<RenditionSize, number> = { thumb: 70, screen: 80 };

// One image at a time per call, and no decoded images kept between calls: the server
// shares two cores with everything else, and photos are decoded once per rendition.
sharp.cache(false);
sharp.concurrency(1);

/** Whether a stored file of this type gets renditions (images a browser shows). */
export const hasRenditions = (contentType: string) => isInlineImage(contentType);

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  try {
    await fs.promises.writeFile(temp, data, { flag: 'wx' });
    await fs.promises.rename(temp, target);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

async function render(source: string, size: RenditionSize): Promise<Buffer> {
  const px = RENDITION_PX[size];
  return (
    sharp(source, { failOn: 'error' })
      // Upright by EXIF orientation before resizing; the tag itself is then dropped.
      .rotate()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY[size] })
      .toBuffer()
  );
}

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );

/**
 * Makes the renditions of a stored image that are missing. Throws when the file
 * cannot be decoded (then nothing is written); a file already gone makes none.
 */
export async function makeRenditions(dataDir: string, key: string): Promise<number> {
  const source = storedFilePath(dataDir, key);
  if (!(await exists(source))) return 0;
  await fs.promises.mkdir(renditionsDir(dataDir), { recursive: true });
  let made = 0;
  for (const size of RENDITION_SIZES) {
    const target = renditionPath(dataDir, key, size);
    if (await exists(target)) continue;
    await writeAtomically(target, await render(source, size));
    made += 1;
  }
  return made;
}

/**
 * The path of a rendition, made now if the start-up pass has not reached it yet;
 * null when the stored file cannot be decoded as an image.
 */
export async function renditionFile(
  dataDir: string,
  key: string,
  size: RenditionSize,
): Promise<string | null> {
  const target = renditionPath(dataDir, key, size);
  if (await exists(target)) return target;
  try {
    await makeRenditions(dataDir, key);
  } catch {
    return null;
  }
  return (await exists(target)) ? target : null;
}

export interface RenditionPass {
  /** Settles when every listed photo was tried, or the pass was stopped. */
  done: Promise<{ made: number; failed: number }>;
  stop(): void;
}

/**
 * The start-up pass: gives every stored image that lacks them its renditions, one
 * photo at a time. Resumable by construction: each rendition is written whole under
 * its final name or not at all, and photos that already have theirs are skipped, so
 * a pass cut short by a restart carries on where it stopped.
 */
export function startRenditionPass(
  dataDir: string,
  files: readonly { storage_key: string; content_type: string }[],
  onError: (key: string, error: unknown) => void,
): RenditionPass {
  let stopped = false;
  const run = async () => {
    let made = 0;
    let failed = 0;
    for (const file of files) {
      if (stopped) break;
      if (!hasRenditions(file.content_type)) continue;
      try {
        if ((await makeRenditions(dataDir, file.storage_key)) > 0) made += 1;
      } catch (error) {
        failed += 1;
        onError(file.storage_key, error);
      }
      // Requests come first: the pass yields to the event loop between photos.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { made, failed };
  };
  return {
    done: run(),
    stop() {
      stopped = true;
    },
  };
}

/** For tests and the sweep: the rendition files present for a key. */
export function renditionsPresent(dataDir: string, key: string): RenditionSize[] {
  return RENDITION_SIZES.filter((size) => fs.existsSync(renditionPath(dataDir, key, size)));
}

export const renditionName = (originalName: string) =>
  `${path.parse(originalName).name || 'photo'}.webp`;
