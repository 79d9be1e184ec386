import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '../../../../core/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { invalidateContactData } from './invalidate-contact-data';

export const updateContact = ({ id, input }: { id: string; input: ContactInput }) =>
  apiRequest<Contact>(`/api/clients/${id}`, { method: 'PATCH', json: input });

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => invalidateContactData(queryClient),
  });
}
