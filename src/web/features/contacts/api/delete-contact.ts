import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const deleteContact = (id: string) =>
  apiRequest<{ message: string }>(`/api/clients/${id}`, { method: 'DELETE' });

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => invalidateAfter(queryClient, 'contact'),
  });
}
