import { describe, expect, it } from 'vitest';
import { checkPickedFiles } from './upload-limits';

const MB = 1048576;
const limits = { maxFileBytes: 25 * MB, maxFiles: 3 };
const file = (name: string, size: number, type = 'application/pdf') => ({ name, size, type });

describe('checkPickedFiles', () => {
  it('refuses a file over the limit before it is sent, naming the file and the limit', () => {
    const result = checkPickedFiles([file('plans.pdf', 30 * MB), file('spec.pdf', 2 * MB)], {
      already: 0,
      limits,
      maxPhotoPx: 2560,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['spec.pdf']);
    expect(result.refused).toEqual(['plans.pdf is 30 MB; a file can be at most 25 MB.']);
  });

  it('lets a large photo through when the browser will downscale it, not when originals are kept', () => {
    const photo = file('roof.jpg', 40 * MB, 'image/jpeg');
    expect(checkPickedFiles([photo], { already: 0, limits, maxPhotoPx: 2560 }).accepted).toEqual([
      photo,
    ]);
    expect(checkPickedFiles([photo], { already: 0, limits, maxPhotoPx: 0 }).refused).toHaveLength(
      1,
    );
  });

  it('counts the files already on the update', () => {
    const result = checkPickedFiles([file('a.pdf', 1), file('b.pdf', 1)], {
      already: 2,
      limits,
      maxPhotoPx: 0,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.refused).toEqual(['b.pdf was not added: an update holds at most 3 files.']);
  });
});
