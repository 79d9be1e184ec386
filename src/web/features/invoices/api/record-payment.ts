import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentInput, paymentResultSchema } from '../../../../core/schemas/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const recordPayment = ({ invoiceId, ...payment }: PaymentInput & { invoiceId: string }) =>
  apiRequest<z.input<typeof paymentResultSchema>>(`/api/invoices/${invoiceId}/payments`, {
    method: 'POST',
    json: payment,
  });

/** Money received against an invoice; more than its balance is refused (400). */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
