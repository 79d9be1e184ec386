import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './updates.service.js';

const ID_A = '11111111-1111-4111-8111-111111111111';

describe('page cursors', () => {
  it('round-trips a position and rejects garbage', () => {
    const position = { date: '2026-01-02', createdAt: '2026-01-02T10:00:00.000Z', id: ID_A };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(() => decodeCursor('nonsense')).toThrow(/^cursor:/);
  });
});
