// Plain values of updates, without zod: a screen that only reads updates imports these,
// not the schemas, so its first load carries no zod (decision 220).

/**
 * What wrote an update (issue 18, decision 180): a person (`note`) or creating or
 * completing a task (`task`, a "task event"), which the daily log shows as a quiet line.
 */
export const UPDATE_KINDS = ['note', 'task'] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** The response header that carries the cursor of the next page, when there is one. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

// Image types a browser shows directly and that cannot carry script (so never SVG).
export const INLINE_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

export function isInlineImage(contentType: string): boolean {
  return (INLINE_IMAGE_TYPES as readonly string[]).includes(contentType);
}

/** An update's files as its card shows them: photos as thumbnails, the others as links. */
export function photosAndFiles<T extends { contentType: string }>(files: readonly T[]) {
  return {
    photos: files.filter((file) => isInlineImage(file.contentType)),
    others: files.filter((file) => !isInlineImage(file.contentType)),
  };
}
