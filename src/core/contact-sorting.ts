import type { Contact, ContactSortKey, ContactType, Trade } from './schemas/contact.js';

export interface ContactFilters {
  /** 'all' or one contact type. */
  type: 'all' | ContactType;
  /** 'all' or one trade. */
  trade: 'all' | Trade;
  sortBy: ContactSortKey;
}

export const DEFAULT_CONTACT_FILTERS: ContactFilters = {
  type: 'all',
  trade: 'all',
  sortBy: 'name',
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type SortableContact = Pick<Contact, 'name' | 'type' | 'trade'>;

function compareBy(key: ContactSortKey, a: SortableContact, b: SortableContact): number {
  if (key === 'trade') {
    // Contacts without a trade (clients) go last when sorting by trade.
    if (!a.trade || !b.trade) return a.trade ? -1 : b.trade ? 1 : 0;
    return collator.compare(a.trade, b.trade);
  }
  return collator.compare(a[key], b[key]);
}

/** The contacts the Filter & Sort card asks for; name breaks ties, so the order is stable. */
export function filterAndSortContacts<T extends SortableContact>(
  contacts: readonly T[],
  filters: ContactFilters,
): T[] {
  return contacts
    .filter((c) => filters.type === 'all' || c.type === filters.type)
    .filter((c) => filters.trade === 'all' || c.trade === filters.trade)
    .sort((a, b) => compareBy(filters.sortBy, a, b) || collator.compare(a.name, b.name));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character: an emoji or a letter with its accents, never half a surrogate pair. */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/** Up to two initials for an avatar: 'Dana Q. Smith' -> 'DS', 'acme' -> 'A', '👷 Bob' -> '👷B'. */
export function contactInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]!) : '';
  return (first + last).toUpperCase();
}
