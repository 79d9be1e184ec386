import { describe, expect, it } from 'vitest';
import { photosAndFiles } from './updates';

describe("an update's files as its card shows them", () => {
  it('puts the photos a browser shows inline apart from the other files, in their order', () => {
    const files = [
      { id: 'a', contentType: 'image/jpeg' },
      { id: 'b', contentType: 'application/pdf' },
      { id: 'c', contentType: 'image/webp' },
      { id: 'd', contentType: 'image/svg+xml' },
    ];
    const { photos, others } = photosAndFiles(files);
    expect(photos.map((file) => file.id)).toEqual(['a', 'c']);
    expect(others.map((file) => file.id)).toEqual(['b', 'd']);
  });
});
