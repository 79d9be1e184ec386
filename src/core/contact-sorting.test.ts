import { describe, expect, it } from 'vitest';
import {
  contactInitials,
  DEFAULT_CONTACT_FILTERS,
  filterAndSortContacts,
} from './contact-sorting.js';
import type { Contact } from './schemas/contact.js';

const contact = (name: string, type: Contact['type'], trade?: Contact['trade']) => ({
  name,
  type,
  ...(trade ? { trade } : {}),
});

const people = [
  contact('zoe Client', 'Client'),
  contact('Bob Plumber', 'Subcontractor', 'Plumbing'),
  contact('amy Sparks', 'Vendor', 'Electrical'),
  contact('Carl Roofs', 'Subcontractor', 'Roofing'),
  contact('Al Client', 'Client'),
];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('filterAndSortContacts', () => {
  it('sorts by name by default, ignoring case', () => {
    expect(names(filterAndSortContacts(people, DEFAULT_CONTACT_FILTERS))).toEqual([
      'Al Client',
      'amy Sparks',
      'Bob Plumber',
      'Carl Roofs',
      'zoe Client',
    ]);
  });

  it('sorts by type, then by name', () => {
    const sorted = filterAndSortContacts(people, { ...DEFAULT_CONTACT_FILTERS, sortBy: 'type' });
    expect(names(sorted)).toEqual([
      'Al Client',
      'zoe Client',
      'Bob Plumber',
      'Carl Roofs',
      'amy Sparks',
    ]);
  });

  it('sorts by trade with contacts without a trade last', () => {
    const sorted = filterAndSortContacts(people, { ...DEFAULT_CONTACT_FILTERS, sortBy: 'trade' });
    expect(names(sorted)).toEqual([
      'amy Sparks',
      'Bob Plumber',
      'Carl Roofs',
      'Al Client',
      'zoe Client',
    ]);
  });

  it('filters by type and by trade together', () => {
    expect(
      names(filterAndSortContacts(people, { type: 'Subcontractor', trade: 'all', sortBy: 'name' })),
    ).toEqual(['Bob Plumber', 'Carl Roofs']);
    expect(
      names(
        filterAndSortContacts(people, { type: 'Subcontractor', trade: 'Roofing', sortBy: 'name' }),
      ),
    ).toEqual(['Carl Roofs']);
    expect(
      filterAndSortContacts(people, { type: 'Client', trade: 'Roofing', sortBy: 'name' }),
    ).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...people];
    filterAndSortContacts(people, { ...DEFAULT_CONTACT_FILTERS, sortBy: 'trade' });
    expect(people).toEqual(copy);
  });
});

describe('contactInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(contactInitials('Dana Q. Smith')).toBe('DS');
    expect(contactInitials('  acme  ')).toBe('A');
    expect(contactInitials('élodie durand')).toBe('ÉD');
    expect(contactInitials('')).toBe('?');
  });

  it('keeps an emoji or a flag whole instead of splitting its surrogate pair', () => {
    expect(contactInitials('👷 Bob Builder')).toBe('👷B');
    expect(contactInitials('🇨🇦 Maple Roofing')).toBe('🇨🇦R');
    expect(contactInitials('Ana 👩‍🔧')).toBe('A👩‍🔧');
    expect(contactInitials('😀')).toBe('😀');
  });
});
