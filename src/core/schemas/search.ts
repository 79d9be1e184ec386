import { z } from 'zod';
import { singleLine } from './text.js';

export const MAX_SEARCH_QUERY_LENGTH = 2000;
export const SEARCH_GROUP_LIMIT = 10;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(singleLine('Search text'))
    .max(MAX_SEARCH_QUERY_LENGTH, `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`)
    .default(''),
});

/** GET /api/search result: the fields of spec section 3, best match first. */
export const searchResultsSchema = z.object({
  clients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      company: z.string().nullable(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      clientName: z.string(),
      address: z.string().nullable(),
    }),
  ),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), project: z.string() })),
  updates: z.array(
    z.object({ id: z.string(), project: z.string(), date: z.string(), note: z.string() }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      invoiceNumber: z.string(),
      client: z.string(),
      amount: z.number(),
    }),
  ),
  /** Estimates and change orders by number and title (issue 21); owner and office only. */
  estimates: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['estimate', 'change_order']),
      /** "EST-0001", "EST-0001 rev 2", "CO-0003". */
      displayNumber: z.string(),
      title: z.string(),
      projectId: z.string(),
      project: z.string(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const emptySearchResults = (): SearchResults => ({
  clients: [],
  projects: [],
  tasks: [],
  updates: [],
  invoices: [],
  estimates: [],
});

/**
 * The words of a search query, lower-cased and without diacritics ("José" -> "jose").
 * Only letters and digits survive, so no word can carry SQL or full-text syntax.
 */
export function searchTerms(query: string, maxTerms = 8, maxLength = 64): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxTerms)
    .map((term) => term.slice(0, maxLength));
}

/**
 * Lower case, and Latin letters without their diacritics ("Ö" -> "o"). Other
 * scripts keep their marks ("й" stays), as SQLite's unicode61 tokenizer does;
 * PostgreSQL's index folds stored text with a map built from this function.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\P{ASCII}/gu, (ch) => {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      return /^[a-z]$/i.test(base) ? base : ch;
    })
    .toLowerCase();
}
