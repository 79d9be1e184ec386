// The text search of a list's filter bar (issue 18): every word typed must appear in
// one of the record's fields, ignoring case and accents; phone numbers also match
// by their digits alone ("555 0100" finds "(555) 010-0").

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

const digits = (text: string) => text.replace(/\D/g, '');

/** The words of a search, folded (lower case, no accents); none for an empty query. */
export function searchWords(query: string | null | undefined): string[] {
  return fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/** True when every word of `query` is in one of the fields (an empty query matches all). */
export function matchesText(
  query: string | null | undefined,
  fields: readonly (string | null | undefined)[],
): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const haystack = fields.filter(Boolean).map((field) => fold(field!));
  const numbers = haystack.map(digits).filter(Boolean);
  return words.every(
    (word) =>
      haystack.some((field) => field.includes(word)) ||
      (digits(word).length > 0 &&
        digits(word) === word.replace(/[\s()+.-]/g, '') &&
        numbers.some((number) => number.includes(digits(word)))),
  );
}
