import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetailWire } from '../../../../core/schemas/invoice';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { decodeInvoiceDetail } from './invoice-wire';

export const getInvoice = async (id: string, signal?: AbortSignal) =>
  decodeInvoiceDetail(await apiGet<InvoiceDetailWire>(`/api/invoices/${id}`, signal));

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.invoice(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });

/** One invoice with its payments and history; nothing is read while `id` is null. */
export const useInvoice = (id: string | null) =>
  useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: id !== null });
