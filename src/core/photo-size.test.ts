import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downscaledSize, isDownscalableType, jpegName } from './photo-size';

describe('downscaledSize', () => {
  it('scales the long side down to the limit, keeping proportions', () => {
    expect(downscaledSize(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(downscaledSize(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(downscaledSize(10000, 10, 2560)).toEqual({ width: 2560, height: 3 });
    expect(downscaledSize(100000, 1, 1000)).toEqual({ width: 1000, height: 1 });
  });

  it('leaves small photos, a zero limit and unknown sizes alone', () => {
    expect(downscaledSize(2560, 1440, 2560)).toBeNull();
    expect(downscaledSize(800, 600, 2560)).toBeNull();
    expect(downscaledSize(4000, 3000, 0)).toBeNull();
    expect(downscaledSize(0, 3000, 2560)).toBeNull();
    expect(downscaledSize(Number.NaN, 3000, 2560)).toBeNull();
  });

  it('never exceeds the limit and keeps each side within half a pixel of the exact scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 8000 }),
        (width, height, max) => {
          const size = downscaledSize(width, height, max);
          if (Math.max(width, height) <= max) return size === null;
          if (!size) return false;
          const scale = max / Math.max(width, height);
          // Each side is the exact scaled length rounded (at least 1 pixel).
          return (
            Math.max(size.width, size.height) === max &&
            Math.abs(size.width - Math.max(1, width * scale)) <= 0.5 &&
            Math.abs(size.height - Math.max(1, height * scale)) <= 0.5
          );
        },
      ),
    );
  });
});

describe('isDownscalableType and jpegName', () => {
  it('re-encodes photos but not GIF, SVG or other files', () => {
    expect(isDownscalableType('image/jpeg')).toBe(true);
    expect(isDownscalableType('image/PNG')).toBe(true);
    expect(isDownscalableType('image/gif')).toBe(false);
    expect(isDownscalableType('image/svg+xml')).toBe(false);
    expect(isDownscalableType('application/pdf')).toBe(false);
    expect(isDownscalableType('')).toBe(false);
  });

  it('keeps the name and changes the extension to .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('site.photo.png')).toBe('site.photo.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('.png.jpg');
  });
});
