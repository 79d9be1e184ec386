import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicePatchInput, InvoiceWire } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const updateInvoice = ({ id, ...changes }: InvoicePatchInput & { id: string }) =>
  apiRequest<InvoiceWire>(`/api/invoices/${id}`, { method: 'PATCH', json: changes });

/** Marks paid or pending, or edits a pending invoice. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
