import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateContactData } from './invalidate-contact-data';

export const deleteContact = (id: string) =>
  apiRequest<{ message: string }>(`/api/clients/${id}`, { method: 'DELETE' });

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => invalidateContactData(queryClient),
  });
}
