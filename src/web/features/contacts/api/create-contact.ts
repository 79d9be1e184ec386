import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactInput } from '../../../../core/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const createContact = (input: ContactInput) =>
  apiRequest<Contact>('/api/clients', { method: 'POST', json: input });

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => invalidateAfter(queryClient, 'contact'),
  });
}
