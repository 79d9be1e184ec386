import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deleteInvoice = (id: string) =>
  apiRequest<{ message: string }>(`/api/invoices/${id}`, { method: 'DELETE' });

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
