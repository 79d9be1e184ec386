import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceSummarySchema, type InvoiceSummaryWire } from '../../../../core/schemas/invoice';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getInvoiceSummary = async (signal?: AbortSignal) =>
  invoiceSummarySchema.parse(await apiGet<InvoiceSummaryWire>('/api/invoices/summary', signal));

export const invoiceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invoiceSummary,
    queryFn: ({ signal }) => getInvoiceSummary(signal),
  });

/** What is owed, in cents: outstanding, overdue, paid this month, aging and the oldest unpaid. */
export const useInvoiceSummary = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...invoiceSummaryQueryOptions(), enabled: options.enabled ?? true });
