import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceRecordWireSchema, type InvoiceRecordWire } from '../../../../core/schemas/invoice';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The one place the web reads `items` from its JSON text: components get LineItem[].
const invoicesWire = z.array(invoiceRecordWireSchema);

export const getInvoices = async (signal?: AbortSignal) =>
  invoicesWire.parse(await apiGet<InvoiceRecordWire[]>('/api/invoices', signal));

export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.invoices, queryFn: ({ signal }) => getInvoices(signal) });

/** Every invoice, newest first, with its state, due date and balance. */
export const useInvoices = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...invoicesQueryOptions(), enabled: options.enabled ?? true });
