import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update } from '../../../../core/schemas/update';
import { preparePhotos } from '../../uploads';
import { keyHeader, updateFormData, type CreateUpdateInput } from './create-update';
import { sendMultipart } from './upload-request';
import { invalidateAfter } from '../../../lib/query-keys';

export interface EditUpdateInput extends CreateUpdateInput {
  id: string;
  /** Attachments to remove (replacing a file = remove it and add the new one). */
  removeFileIds: string[];
}

export function editUpdate(input: EditUpdateInput) {
  const { id, values, files, removeFileIds, onProgress, idempotencyKey } = input;
  const form = updateFormData(values, files);
  for (const fileId of removeFileIds) form.append('removeFileIds', fileId);
  const url = `/api/updates/${encodeURIComponent(id)}`;
  return sendMultipart<Update>('PATCH', url, form, onProgress, keyHeader(idempotencyKey));
}

export function useEditUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline attempts fail at once so the dialog can offer its own retry (decision 081).
    networkMode: 'always',
    mutationFn: async (input: EditUpdateInput) =>
      editUpdate({ ...input, files: await preparePhotos(queryClient, input.files) }),
    onSuccess: () => invalidateAfter(queryClient, 'update'),
  });
}
