import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deletePayment = (id: string) =>
  apiRequest<unknown>(`/api/payments/${id}`, { method: 'DELETE' });

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => invalidateAfter(queryClient, 'invoice'),
  });
}
