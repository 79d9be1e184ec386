import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceCreateInput } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceData } from './invalidate-invoice-data';

export const createInvoice = (input: InvoiceCreateInput) =>
  apiRequest<Invoice>('/api/invoices', { method: 'POST', json: input });

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateInvoiceData(queryClient),
  });
}
