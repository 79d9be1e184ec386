import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Update } from '../../../../core/schemas/update';
import { updateFormData, type CreateUpdateInput } from './create-update';
import { invalidateUpdates } from './invalidate-updates';
import { sendMultipart } from './upload-request';

export interface EditUpdateInput extends CreateUpdateInput {
  id: string;
  /** Attachments to remove (replacing a file = remove it and add the new one). */
  removeFileIds: string[];
}

export function editUpdate({ id, values, files, removeFileIds, onProgress }: EditUpdateInput) {
  const form = updateFormData(values, files);
  for (const fileId of removeFileIds) form.append('removeFileIds', fileId);
  return sendMultipart<Update>('PATCH', `/api/updates/${encodeURIComponent(id)}`, form, onProgress);
}

export function useEditUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUpdate,
    onSuccess: () => invalidateUpdates(queryClient),
  });
}
