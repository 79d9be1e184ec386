import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceCreateInput, InvoiceWire } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const createInvoice = (input: InvoiceCreateInput) =>
  apiRequest<InvoiceWire>('/api/invoices', { method: 'POST', json: input });

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
