import { describe, expect, it } from 'vitest';
import { contactInitials } from './contact-sorting.js';

// Issue 18 point 7: `charAt(0)` split an emoji's surrogate pair into a broken glyph.
describe('contactInitials', () => {
  it('keeps a leading emoji whole (grapheme-aware, never half a surrogate pair)', () => {
    expect(contactInitials('👷 Bob')).toBe('👷B');
    expect(contactInitials('🏗️ Acme Build')).toBe('🏗️B');
    expect(contactInitials('👩‍🔧 Dana')).toBe('👩‍🔧D');
    for (const name of ['👷 Bob', '🏗️ Acme', '👩‍🔧']) {
      expect(contactInitials(name)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });

  it('takes first and last initials, accents kept', () => {
    expect(contactInitials('Dana Q. Smith')).toBe('DS');
    expect(contactInitials('élodie martin')).toBe('ÉM');
    expect(contactInitials('  ')).toBe('?');
  });
});
