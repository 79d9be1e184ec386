import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceCreateInput, InvoiceRecordWire } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/** The spec's create (issued and numbered at once), or a draft with `state: 'draft'`. */
export const createInvoice = (input: InvoiceCreateInput) =>
  apiRequest<InvoiceRecordWire>('/api/invoices', { method: 'POST', json: input });

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
