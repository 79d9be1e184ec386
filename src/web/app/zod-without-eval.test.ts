import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import { config, z } from 'zod';

describe('zod without eval (decision 257)', () => {
  it('is the setting zod itself reads', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses and refuses as before', () => {
    const schema = z.object({ title: z.string().min(1), hours: z.number().int() });
    expect(schema.parse({ title: 'Frame walls', hours: 6, extra: 1 })).toEqual({
      title: 'Frame walls',
      hours: 6,
    });
    expect(schema.safeParse({ title: '', hours: 1.5 }).error?.issues).toHaveLength(2);
  });
});
