import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, parseRemoveFileIds } from './updates.service.js';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('parseRemoveFileIds', () => {
  it('accepts repeated fields, JSON arrays and comma lists, without duplicates', () => {
    expect(parseRemoveFileIds([ID_A, `["${ID_B}"]`, `${ID_A}, ${ID_B}`])).toEqual([ID_A, ID_B]);
    expect(parseRemoveFileIds(undefined)).toEqual([]);
  });

  it('rejects anything that is not a file id', () => {
    expect(() => parseRemoveFileIds(['../x'])).toThrow(/^removeFileIds:/);
    expect(() => parseRemoveFileIds(['[oops'])).toThrow(/^removeFileIds:/);
  });
});

describe('page cursors', () => {
  it('round-trips a position and rejects garbage', () => {
    const position = { date: '2026-01-02', createdAt: '2026-01-02T10:00:00.000Z', id: ID_A };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    expect(() => decodeCursor('nonsense')).toThrow(/^cursor:/);
  });
});
