import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import {
  detectContentType,
  removeStoredFiles,
  sanitizeFileName,
  storeStream,
} from '../../lib/storage.js';

// Reads a multipart update request: text fields are collected, every part named
// `file` is streamed to storage as it arrives (never held in memory). When
// anything fails, the files already written are removed before the error leaves.

export const FILE_FIELD = 'file';
export const MAX_FILES_PER_REQUEST = 20;

export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export interface Upload {
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

export async function readUpload(
  request: FastifyRequest,
  dataDir: string,
  maxUploadMb: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the update as multipart/form-data.');
  }
  const fields: Record<string, string[]> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw new HttpError(400, `${part.fieldname}: send files in parts named "${FILE_FIELD}"`);
      }
      const name = sanitizeFileName(part.filename ?? '');
      const stored = await storeStream(dataDir, part.file);
      if (part.file.truncated) {
        await removeStoredFiles(dataDir, [stored.key]);
        throw new HttpError(
          413,
          `The file "${name}" is larger than the ${maxUploadMb} MB upload limit.`,
        );
      }
      // An empty file input still sends a part with no name and no bytes.
      if (!part.filename && stored.size === 0) {
        await removeStoredFiles(dataDir, [stored.key]);
        continue;
      }
      files.push({
        key: stored.key,
        name,
        size: stored.size,
        contentType: detectContentType(stored.head, part.mimetype),
      });
    }
  } catch (error) {
    await removeStoredFiles(
      dataDir,
      files.map((file) => file.key),
    );
    if (isFileTooLarge(error)) {
      throw new HttpError(413, `A file is larger than the ${maxUploadMb} MB upload limit.`);
    }
    if (isMalformedMultipart(error)) {
      throw new HttpError(400, 'The request is not valid multipart/form-data.');
    }
    throw error;
  }
  return { fields, files };
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

// The multipart parser reports a broken body (no boundary, cut short, bad part
// header) as a plain Error; disk errors carry a code and bugs are other classes.
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.constructor === Error &&
    (error as { code?: unknown }).code === undefined &&
    (error as { statusCode?: unknown }).statusCode === undefined
  );
}
