import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { type PhotoSize } from '../../../core/schemas/update.js';
import { notFound } from '../../lib/http-error.js';
import { hasRenditions, renditionFile, renditionName } from '../../lib/renditions.js';
import { contentDisposition, openStoredFile, storedFilePath } from '../../lib/storage.js';
import type { FileRow } from '../../db/update-files.js';
import { isInlineImage } from '../../../core/updates.js';

/**
 * A stored file never changes under its key, so the key names the version; it is
 * hashed because a storage key is never shown publicly.
 */
const entityTag = (storageKey: string, size?: PhotoSize) =>
  `"${crypto
    .createHash('sha256')
    .update(size ? `${storageKey}:${size}` : storageKey)
    .digest('base64url')
    .slice(0, 27)}"`;

/** If-None-Match holds this tag (or `*`): the browser's copy is current. */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sends a stored file, or 304 when the browser's copy is current: the caller has
 * checked access first, so a revalidation is refused as soon as access ends.
 * Only recognised image types are ever shown inline; every other type is a
 * download under its original name. The browser may not guess a type (nosniff)
 * and the response may not run anything (sandbox CSP), so an uploaded HTML or
 * SVG file can never act as a page of this site.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  dataDir: string,
  file: FileRow,
  cacheControl: string,
) {
  const stat = await fs.promises.stat(storedFilePath(dataDir, file.storage_key)).catch(() => null);
  if (!stat?.isFile()) throw notFound('File');
  const etag = entityTag(file.storage_key);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (isCurrent(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  const inline = isInlineImage(file.content_type);
  return (
    reply
      // A download needs no type of its own: the original name tells the user's system.
      .header('content-type', inline ? file.content_type : 'application/octet-stream')
      .header('content-length', String(stat.size))
      .header(
        'content-disposition',
        contentDisposition(inline ? 'inline' : 'attachment', file.name),
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(openStoredFile(dataDir, file.storage_key))
  );
}

/**
 * Sends a WebP rendition of a stored photo (decision 201): upright, without metadata,
 * so no GPS position leaves with it. Made on the spot when the start-up pass has not
 * reached the photo yet; a file that is not a decodable image is a 404, never the
 * original, so the public and portal routes can only ever send renditions.
 */
export async function sendRendition(
  reply: FastifyReply,
  dataDir: string,
  file: FileRow,
  size: PhotoSize,
  cacheControl: string,
) {
  if (!hasRenditions(file.content_type)) throw notFound('File');
  const etag = entityTag(file.storage_key, size);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (isCurrent(reply.request.headers['if-none-match'], etag)) {
    // Only once the photo is known to have one: a 304 for a gone file would keep it shown.
    const stat = await fs.promises
      .stat(storedFilePath(dataDir, file.storage_key))
      .catch(() => null);
    if (stat?.isFile()) return reply.code(304).send();
  }
  const target = await renditionFile(dataDir, file.storage_key, size);
  if (!target) throw notFound('File');
  const stat = await fs.promises.stat(target);
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', String(stat.size))
    .header('content-disposition', contentDisposition('inline', renditionName(file.name)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(fs.createReadStream(target));
}
