import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSendInput } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const sendInvoice = ({ invoiceId, ...input }: InvoiceSendInput & { invoiceId: string }) =>
  apiRequest<{ message: string }>(`/api/invoices/${invoiceId}/send`, {
    method: 'POST',
    json: input,
  });

/** E-mails the invoice (its PDF attached) through the business's SMTP server. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
