import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoicePatchInput } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceData } from './invalidate-invoice-data';

export const updateInvoice = ({ id, ...changes }: InvoicePatchInput & { id: string }) =>
  apiRequest<Invoice>(`/api/invoices/${id}`, { method: 'PATCH', json: changes });

/** Marks paid or pending, or edits a pending invoice. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => invalidateInvoiceData(queryClient),
  });
}
