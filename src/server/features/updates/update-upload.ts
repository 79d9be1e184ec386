import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_SECTION_FIELD_LENGTH,
  MAX_SECTIONS_JSON_LENGTH,
} from '../../../core/schemas/daily-log.js';
import { MAX_CHECKLIST_JSON_LENGTH, MAX_NOTE_LENGTH } from '../../../core/schemas/update.js';
import { HttpError, invalidInput } from '../../lib/http-error.js';
import {
  detectContentType,
  removeStoredFiles,
  sanitizeFileName,
  storeStream,
} from '../../lib/storage.js';
import { MAX_FILES_PER_UPDATE } from '../../../core/schemas/uploads.js';

// Reads a multipart update request: text fields are collected, every part named
// `file` is streamed to storage as it arrives (never held in memory). When
// anything fails, the files already written are removed before the error leaves.

export const FILE_FIELD = 'file';
// One number for the server's limit and the browser's check (GET /api/uploads/limits).
export const MAX_FILES_PER_REQUEST = MAX_FILES_PER_UPDATE;

// Text fields are held in memory, so the parser counts and sizes them before buffering
// them, and their total is capped as they arrive (decision 132). One UTF-16 character is
// at most 3 bytes of UTF-8: the longest valid checklist fits one field, and the total
// holds it, the longest note, the daily log sections (at most MAX_SECTIONS_JSON_LENGTH
// characters together, decision 190) and the small fields (ids, the date, one
// removeFileIds per removed file).
const UTF8_BYTES_PER_CHAR = 3;
// projectId, project, note, date, checklist, visibility, and the seven daily log
// fields (weather, crew, delays, visitors, deliveries, safety, sectionVisibility).
const NAMED_FIELDS = 6 + 7;
export const MAX_REMOVED_FILES = 50;
export const MAX_TEXT_FIELDS = NAMED_FIELDS + MAX_REMOVED_FILES;
export const MAX_FIELD_BYTES =
  Math.max(MAX_CHECKLIST_JSON_LENGTH, MAX_SECTION_FIELD_LENGTH) * UTF8_BYTES_PER_CHAR;
export const MAX_TEXT_BYTES =
  (MAX_CHECKLIST_JSON_LENGTH + MAX_NOTE_LENGTH + MAX_SECTIONS_JSON_LENGTH) * UTF8_BYTES_PER_CHAR +
  64 * 1024;
const MAX_PARTS = MAX_TEXT_FIELDS + MAX_FILES_PER_REQUEST;

/** The @fastify/multipart (busboy) limits of the update routes. */
export const uploadLimits = (maxUploadMb: number) => ({
  fields: MAX_TEXT_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  files: MAX_FILES_PER_REQUEST,
  fileSize: Math.floor(maxUploadMb * 1024 * 1024),
  parts: MAX_PARTS,
  // Per part; a browser sends two (Content-Disposition, Content-Type).
  headerPairs: 10,
});

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FIELDS_LIMIT: `An update has at most ${MAX_TEXT_FIELDS} text fields.`,
  FST_FILES_LIMIT: `At most ${MAX_FILES_PER_REQUEST} files can be sent at once.`,
  FST_PARTS_LIMIT: `An update has at most ${MAX_PARTS} parts (text fields and files).`,
};

export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export interface Upload<T> {
  /** The text fields, validated by the route's schema. */
  input: T;
  files: UploadedFile[];
}

/** The first value of each field, but every value of the fields that may repeat. */
function fieldValues(fields: Record<string, string[]>, repeated: readonly string[]) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [
      name,
      repeated.includes(name) ? values : values[0],
    ]),
  );
}

/**
 * Streams the files to storage and validates the text fields with the route's
 * schema, as a JSON body would be; on any failure the stored files are removed.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  options: { dataDir: string; maxUploadMb: number; schema: S; repeated?: readonly string[] },
): Promise<Upload<z.output<S>>> {
  const { dataDir, maxUploadMb } = options;
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the update as multipart/form-data.');
  }
  const fields: Record<string, string[]> = {};
  const files: UploadedFile[] = [];
  let textBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new HttpError(
            413,
            `${part.fieldname}: a text field is at most ${MAX_FIELD_BYTES} bytes.`,
          );
        }
        const value = String(part.value);
        textBytes += Buffer.byteLength(value);
        if (textBytes > MAX_TEXT_BYTES) {
          throw new HttpError(413, `An update has at most ${MAX_TEXT_BYTES} bytes of text.`);
        }
        (fields[part.fieldname] ??= []).push(value);
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
    stopReading(request);
    await removeStoredFiles(
      dataDir,
      files.map((file) => file.key),
    );
    const limit = LIMIT_MESSAGES[errorCode(error) ?? ''];
    if (limit) throw new HttpError(413, limit);
    if (isFileTooLarge(error)) {
      throw new HttpError(413, `A file is larger than the ${maxUploadMb} MB upload limit.`);
    }
    if (isMalformedMultipart(error)) {
      throw new HttpError(400, 'The request is not valid multipart/form-data.');
    }
    throw error;
  }
  const parsed = options.schema.safeParse(fieldValues(fields, options.repeated ?? []));
  if (!parsed.success) {
    await removeStoredFiles(
      dataDir,
      files.map((file) => file.key),
    );
    throw invalidInput(parsed.error);
  }
  return { input: parsed.data, files };
}

// A refused body is parsed no further, so nothing more of it is buffered; the rest of
// its bytes are read and dropped, which lets the client receive the answer.
function stopReading(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

const isFileTooLarge = (error: unknown) => errorCode(error) === 'FST_REQ_FILE_TOO_LARGE';

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

/**
 * The multipart body as OpenAPI describes it: the text fields the route
 * validates, plus the file parts (documentation only: the fields are validated
 * by readUpload, since a multipart body is streamed, never parsed up front).
 */
export function updateMultipartBody(fields: z.ZodObject) {
  return fields.extend({
    [FILE_FIELD]: z
      .array(z.string().meta({ format: 'binary' }))
      .optional()
      .describe(`Files (photos, documents): one part named "${FILE_FIELD}" per file`),
  });
}
