import { isSingleLine } from '../../core/schemas/text.js';
import { HttpError } from './http-error.js';

/**
 * An opaque paging cursor: the sort key of a page's last row (strings, in sort order) as
 * base64url JSON. The lists that page by keyset (updates, invoices, the activity log)
 * give it out and take it back through these two functions only.
 */
export function encodePageCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor this list gave out, or a 400 a person can act on. */
export function decodePageCursor<N extends number>(
  cursor: string,
  length: N,
): string[] & { length: N } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A forged cursor must not carry control characters into a query (PostgreSQL refuses NUL).
    if (
      Array.isArray(value) &&
      value.length === length &&
      value.every((part) => typeof part === 'string' && isSingleLine(part))
    ) {
      return value as string[] & { length: N };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, 'cursor: is not a valid page cursor');
}
