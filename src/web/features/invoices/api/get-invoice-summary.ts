import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSummaryWire } from '../../../../core/schemas/invoice-summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { decodeInvoiceSummary } from './invoice-wire';

export const getInvoiceSummary = async (signal?: AbortSignal, projectId?: string) =>
  decodeInvoiceSummary(
    await apiGet<InvoiceSummaryWire>(
      projectId
        ? `/api/invoices/summary?projectId=${encodeURIComponent(projectId)}`
        : '/api/invoices/summary',
      signal,
    ),
  );

export const invoiceSummaryQueryOptions = (projectId?: string) =>
  queryOptions({
    queryKey: projectId ? queryKeys.projectInvoiceSummary(projectId) : queryKeys.invoiceSummary,
    queryFn: ({ signal }) => getInvoiceSummary(signal, projectId),
  });

/**
 * What is owed, in cents: outstanding, overdue, paid this month, aging and the oldest
 * unpaid; the business's, or one project's.
 */
export const useInvoiceSummary = (options: { enabled?: boolean; projectId?: string } = {}) =>
  useQuery({ ...invoiceSummaryQueryOptions(options.projectId), enabled: options.enabled ?? true });
