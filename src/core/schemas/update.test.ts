import { describe, expect, it } from 'vitest';
import { updateEditInputSchema } from './update.js';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

const removeFileIds = (values?: string[]) =>
  updateEditInputSchema.safeParse(values === undefined ? {} : { removeFileIds: values });

describe('removeFileIds of an update edit', () => {
  it('accepts repeated fields, JSON arrays and comma lists, without duplicates', () => {
    expect(removeFileIds([ID_A, `["${ID_B}"]`, `${ID_A}, ${ID_B}`]).data?.removeFileIds).toEqual([
      ID_A,
      ID_B,
    ]);
    expect(removeFileIds().data?.removeFileIds).toEqual([]);
  });

  it('rejects anything that is not a file id, naming the field', () => {
    for (const bad of [['../x'], ['[oops'], ['{"a":1}']]) {
      const result = removeFileIds(bad);
      expect(result.success, bad[0]).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['removeFileIds']);
      expect(result.error?.issues[0]?.message).toBe('must be a list of file ids');
    }
  });
});
