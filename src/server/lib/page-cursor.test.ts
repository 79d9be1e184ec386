import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor.js';

const ID_A = '11111111-1111-4111-8111-111111111111';

describe('page cursors', () => {
  it('round-trips a sort key', () => {
    const key = ['2026-01-02', '2026-01-02T10:00:00.000Z', ID_A];
    expect(decodePageCursor(encodePageCursor(key), 3)).toEqual(key);
  });

  it('refuses garbage, another length, other types and control characters with a 400', () => {
    const forged = [
      'nonsense',
      encodePageCursor(['a', 'b']),
      Buffer.from(JSON.stringify(['a', 1, 'c'])).toString('base64url'),
      encodePageCursor(['a', 'b\u0000', 'c']),
      Buffer.from('{"a":1}').toString('base64url'),
    ];
    for (const cursor of forged) {
      expect(() => decodePageCursor(cursor, 3), cursor).toThrow(
        /^cursor: is not a valid page cursor$/,
      );
    }
  });
});
