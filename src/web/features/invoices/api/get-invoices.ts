import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invoiceWireSchema, type InvoiceWire } from '../../../../core/schemas/invoice';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The one place the web reads `items` from its JSON text: components get LineItem[].
const invoicesWire = z.array(invoiceWireSchema);

export const getInvoices = async (signal?: AbortSignal) =>
  invoicesWire.parse(await apiGet<InvoiceWire[]>('/api/invoices', signal));

export const invoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.invoices, queryFn: ({ signal }) => getInvoices(signal) });

/** Every invoice, newest first. */
export const useInvoices = () => useQuery(invoicesQueryOptions());
