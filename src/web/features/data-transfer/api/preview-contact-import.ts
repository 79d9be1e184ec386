import { useMutation } from '@tanstack/react-query';
import type {
  ContactImportPreview,
  ContactImportRequest,
} from '../../../../core/schemas/data-transfer';
import { apiRequest } from '../../../lib/api-client';

export const previewContactImport = (input: ContactImportRequest) =>
  apiRequest<ContactImportPreview>('/api/import/contacts/preview', {
    method: 'POST',
    json: input,
  });

/** Checks a file and a column mapping without writing anything. */
export const usePreviewContactImport = () => useMutation({ mutationFn: previewContactImport });
