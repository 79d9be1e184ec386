import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicePatchInput, InvoiceRecordWire } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const updateInvoice = ({ id, ...changes }: InvoicePatchInput & { id: string }) =>
  apiRequest<InvoiceRecordWire>(`/api/invoices/${id}`, { method: 'PATCH', json: changes });

/** Marks paid or pending, issues or voids, or edits an invoice not yet sent or paid. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
