import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { isInlineImage } from '../../../core/schemas/update.js';
import { notFound } from '../../lib/http-error.js';
import { contentDisposition, openStoredFile, storedFilePath } from '../../lib/storage.js';
import type { FileRow } from './updates.queries.js';

/**
 * Sends a stored file. Only recognised image types are ever shown inline; every
 * other type is a download under its original name. The browser may not guess a
 * type (nosniff) and the response may not run anything (sandbox CSP), so an
 * uploaded HTML or SVG file can never act as a page of this site.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  dataDir: string,
  file: FileRow,
  cacheControl: string,
) {
  const stat = await fs.promises.stat(storedFilePath(dataDir, file.storage_key)).catch(() => null);
  if (!stat?.isFile()) throw notFound('File');
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
      .header('cache-control', cacheControl)
      .send(openStoredFile(dataDir, file.storage_key))
  );
}
