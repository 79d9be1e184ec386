import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../core/schemas/invoice';
import { apiGet } from '../../../lib/api-client';

export const invoicesQueryKey = ['/api/invoices'] as const;

export const getInvoices = (signal?: AbortSignal) => apiGet<Invoice[]>('/api/invoices', signal);

export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) });

/** Every invoice, newest first. */
export const useInvoices = () => useQuery(invoicesQueryOptions());
