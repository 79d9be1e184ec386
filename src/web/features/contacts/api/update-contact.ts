import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '../../../../core/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const updateContact = ({ id, input }: { id: string; input: ContactInput }) =>
  apiRequest<Contact>(`/api/clients/${id}`, { method: 'PATCH', json: input });

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => invalidateAfter(queryClient, 'contact'),
  });
}
