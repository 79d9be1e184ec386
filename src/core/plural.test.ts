import { describe, expect, it } from 'vitest';
import { countOf } from './plural.js';

describe('countOf', () => {
  it('writes the singular for one and the plural otherwise, never "(s)"', () => {
    expect(countOf(1, 'file')).toBe('1 file');
    expect(countOf(2, 'file')).toBe('2 files');
    expect(countOf(0, 'file')).toBe('0 files');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
