import { describe, expect, it } from 'vitest';
import { sizedPhotoUrl } from '../../core/photo-size';
import { thumbnailSources } from './photo-sources';

describe('photo sources', () => {
  it('asks the file route for a rendition', () => {
    expect(sizedPhotoUrl('/api/files/a1', 'thumb')).toBe('/api/files/a1?size=thumb');
    expect(sizedPhotoUrl('/api/x?y=1', 'screen')).toBe('/api/x?y=1&size=screen');
  });

  it('gives a thumbnail the 320 px rendition, the screen one as the dense-screen choice, lazily', () => {
    expect(thumbnailSources('/api/public/files/p9', 96)).toEqual({
      src: '/api/public/files/p9?size=thumb',
      srcSet: '/api/public/files/p9?size=thumb 320w, /api/public/files/p9?size=screen 1600w',
      sizes: '96px',
      loading: 'lazy',
      decoding: 'async',
    });
  });
});
