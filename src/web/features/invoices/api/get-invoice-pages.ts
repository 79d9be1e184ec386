import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InvoiceState, InvoiceStatus } from '../../../../core/invoices';
import type { InvoiceRecordWire } from '../../../../core/schemas/invoice';
import { NEXT_CURSOR_HEADER } from '../../../../core/updates';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { decodeInvoice } from './invoice-wire';

export const INVOICES_PAGE_SIZE = 24;

/** The Invoices filters as GET /api/invoices takes them (decision 203); all optional. */
export interface InvoiceListFilters {
  projectId?: string | undefined;
  state?: InvoiceState | undefined;
  status?: InvoiceStatus | undefined;
  overdue?: boolean | undefined;
  q?: string | undefined;
}

function invoicesUrl(filters: InvoiceListFilters, cursor: string | null, limit: number) {
  const params = new URLSearchParams();
  if (filters.projectId) params.set('projectId', filters.projectId);
  if (filters.state) params.set('state', filters.state);
  if (filters.status) params.set('status', filters.status);
  if (filters.overdue) params.set('overdue', 'true');
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/invoices?${params.toString()}`;
}

/** One page of the list; the server names the next page in a response header. */
export async function getInvoicesPage(
  cursor: string | null,
  filters: InvoiceListFilters,
  limit: number,
  signal?: AbortSignal,
) {
  const response = await fetch(invoicesUrl(filters, cursor, limit), {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  // The one place the list reads `items` from its JSON text: components get LineItem[].
  const invoices = ((await response.json()) as InvoiceRecordWire[]).map(decodeInvoice);
  return { invoices, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

export const invoicePagesQueryOptions = (
  filters: InvoiceListFilters = {},
  limit = INVOICES_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.invoicePages({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) => getInvoicesPage(pageParam, filters, limit, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The invoices under the filters, newest first, a page at a time (Load more). While a
 * new filter's first page loads, the last list stays shown.
 */
export const useInvoicePages = (
  filters: InvoiceListFilters = {},
  options: { enabled?: boolean; limit?: number } = {},
) =>
  useInfiniteQuery({
    ...invoicePagesQueryOptions(filters, options.limit),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
