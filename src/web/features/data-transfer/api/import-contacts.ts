import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContactImportRequest,
  ContactImportResult,
} from '../../../../core/schemas/data-transfer';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const importContacts = (input: ContactImportRequest) =>
  apiRequest<ContactImportResult>('/api/import/contacts', { method: 'POST', json: input });

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContacts,
    onSuccess: () => invalidateAfter(queryClient, 'contact'),
  });
}
